import { story } from '../test/fixtures';
import { seniorFirstName, transcriptNote } from './transcriptNote';

describe('transcriptNote', () => {
  const voice = { responseType: 'voice' as const, fullText: '', audioUrl: '/api/stories/s1/audio' };

  it('says a text was written down from her recording', () => {
    expect(
      transcriptNote(
        story({ ...voice, fullText: 'We kept bees.', transcript: 'We kept bees.', textTranscribed: true }),
        'Margaret Hill',
      ),
    ).toBe('Written down from Margaret’s recording');
  });

  it('asks the family to listen to a story not written down, by her first name', () => {
    expect(transcriptNote(story({ ...voice, transcriptStatus: 'none' }), 'Margaret Hill')).toBe(
      'This story was told aloud and is not written down. Listen to Margaret tell it.',
    );
    expect(transcriptNote(story({ ...voice, transcriptStatus: 'pending' }), 'Margaret')).toBe(
      'This story is being written down. Meanwhile, listen to Margaret tell it.',
    );
    expect(transcriptNote(story({ ...voice, transcriptStatus: 'failed' }), 'Margaret')).toMatch(
      /Listen to Margaret tell it\.$/,
    );
    expect(transcriptNote(story({ ...voice, transcriptStatus: 'done' }), 'Margaret')).toMatch(
      /Listen to Margaret tell it\.$/,
    );
  });

  it('never speaks of how stories are written down', () => {
    for (const transcriptStatus of ['none', 'pending', 'failed', 'done'] as const) {
      expect(transcriptNote(story({ ...voice, transcriptStatus }), 'Margaret')).not.toMatch(
        /transcri|set up|automatic/i,
      );
    }
  });

  it('says nothing of a story with the senior’s own text', () => {
    expect(transcriptNote(story(), 'Margaret')).toBeNull();
    expect(
      transcriptNote(story({ ...voice, fullText: 'My own words.', transcriptStatus: 'done' }), 'Margaret'),
    ).toBeNull();
  });

  it('takes the first name, and speaks of "them" when there is none', () => {
    expect(seniorFirstName('  Rose   Ellen Park ')).toBe('Rose');
    expect(seniorFirstName('')).toBe('them');
    expect(transcriptNote(story({ ...voice, transcriptStatus: 'none' }), undefined)).toMatch(
      /Listen to them tell it\./,
    );
  });
});
