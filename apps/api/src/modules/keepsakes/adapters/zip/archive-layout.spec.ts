import type { KeepsakeStory, KeepsakeVault } from '../../application/ports/keepsake-source';
import { archivePaths, archiveReadme, storyMarkdown } from './archive-layout';

const vault: KeepsakeVault = {
  id: 'v1',
  seniorName: 'Rose',
  title: "Rose's Story Collection",
  ownerName: 'Ann',
  language: 'en',
  storyCount: 1,
};

const story: KeepsakeStory = {
  id: 's1',
  number: 1,
  title: 'The dance hall',
  questionText: 'What music did you love?',
  category: null,
  period: '1960s',
  // Late in the UTC day: the day written is the UTC day, wherever the process runs.
  createdAt: new Date('2026-05-04T23:30:00Z'),
  responseType: 'voice',
  source: 'email',
  tags: ['music', 'Tanz'],
  text: 'We danced all night.',
  textTranscribed: true,
  rawText: '',
  transcript: null,
  files: [{ id: 'a', kind: 'audio', filename: 'voice.wav', contentType: 'audio/wav', sizeBytes: 10, mediaKey: 'k1' }],
  leftOutFiles: [],
  inboundMessageId: 'm1',
  revisions: [],
  comments: [{ author: 'Ann', text: 'Lovely!\n\nMore please.', createdAt: new Date('2026-05-05T08:00:00Z') }],
};

const exportedAt = new Date('2026-06-01T10:00:00Z');

describe('the archive in English', () => {
  it("writes a story's Markdown as it always has", () => {
    expect(storyMarkdown(story, archivePaths(story))).toBe(
      [
        '# The dance hall',
        '',
        '**Question:** What music did you love?  ',
        '**Date:** May 4, 2026  ',
        '**When it happened:** 1960s  ',
        '**Answered:** by voice, by email  ',
        '**Tags:** music, Tanz  ',
        '',
        'We danced all night.',
        '',
        '_Written down from the recording._',
        '',
        '## Files',
        '',
        '- [voice.wav](../media/001-voice.wav)',
        '',
        '## Comments',
        '',
        '- **Ann** (May 5, 2026): Lovely! More please.',
        '',
      ].join('\n'),
    );
    const plain = { ...story, title: story.questionText, responseType: 'written' as const, source: 'link' as const };
    expect(storyMarkdown(plain, archivePaths(plain), 'en')).toContain('**Answered:** in writing, on the answer page  ');
  });

  it('writes README.txt as it always has', () => {
    const readme = archiveReadme(vault, exportedAt);
    expect(readme).toContain(
      "Rose's Story Collection\n=======================\n\nEvery story Rose shared on StoryVault, with every recording, photo and email,\nas it was on June 1, 2026. Nothing here needs StoryVault to be read.\n\nTo read and listen: open index.html (double-click it) after unpacking this folder. It opens in any\n",
    );
    expect(readme).toContain(
      '  index.html    start here: the stories, oldest first, and a search\n' +
        '  stories/      one page per story, oldest first: NNN-title.html (for the browser) and\n' +
        '                NNN-title.md (Markdown, readable as plain text)\n' +
        '  media/        the original recordings, photos and email attachments, byte for byte as received\n' +
        '                (NNN- is the number of the story they belong to)\n' +
        '  emails/       each emailed reply as it arrived (.eml: opens in any mail program)\n' +
        '  stories.json  every story with every field and every earlier version, for programs\n\nstories.json\n------------\n{\n',
    );
  });
});

describe("the archive in the vault's language", () => {
  it("writes a story's own words in German, and what the family wrote as written", () => {
    const markdown = storyMarkdown(story, archivePaths(story), 'de');
    expect(markdown).toContain('# The dance hall\n');
    expect(markdown).toContain('**Frage:** What music did you love?  ');
    expect(markdown).toContain('**Datum:** 4. Mai 2026  ');
    expect(markdown).toContain('**Wann es war:** 1960s  ');
    expect(markdown).toContain('**Beantwortet:** mit eigener Stimme, per E-Mail  ');
    expect(markdown).toContain('**Schlagwörter:** music, Tanz  ');
    expect(markdown).toContain('_Nach der Aufnahme aufgeschrieben._');
    expect(markdown).toContain('## Dateien\n');
    expect(markdown).toContain('## Kommentare\n');
    expect(markdown).toContain('- **Ann** (5. Mai 2026): Lovely! More please.');
    expect(markdown).not.toMatch(/Question|Date:|Answered|Comments/);
  });

  it('writes README.txt in German, still pointing to index.html', () => {
    const readme = archiveReadme({ ...vault, language: 'de' }, exportedAt);
    expect(readme).toContain("Rose's Story Collection\n=======================\n");
    expect(readme).toContain('Alle Geschichten, die Rose auf StoryVault erzählt hat,');
    expect(readme).toContain('so wie sie am 1. Juni 2026 waren.');
    expect(readme).toContain('öffne dann index.html (mit einem Doppelklick)');
    expect(readme).toContain('  index.html    hier anfangen: die Geschichten, die älteste zuerst, und eine Suche\n');
    expect(readme).toContain('\n                NNN-titel.md (Markdown, auch als reiner Text lesbar)\n');
    expect(readme).not.toContain('To read and listen');
  });
});
