import { NewAttachment, RecordedAnswer, Story } from './story';
import {
  EmptyStoryError,
  InvalidStoryPeriodError,
  InvalidStoryTagsError,
  InvalidStoryTitleError,
  RevisionNotFoundError,
  StoryDeletedError,
  StoryTooLongError,
} from './story.errors';
import { REVISION_LIMITS } from './story-revision';

const AT = new Date('2026-05-01T09:00:00Z');
const LATER = new Date('2026-05-02T10:00:00Z');

const file = (kind: NewAttachment['kind'], name: string): NewAttachment => ({
  kind,
  filename: name,
  contentType: kind === 'audio' ? 'audio/wav' : kind === 'photo' ? 'image/jpeg' : 'application/pdf',
  sizeBytes: 100,
  mediaKey: `stories/s-1/${name}`,
});

function answer(over: Partial<RecordedAnswer> = {}): RecordedAnswer {
  return {
    id: 's-1',
    vaultId: 'v-1',
    deliveryId: 'd-1',
    vaultQuestionId: 'vq-1',
    questionId: 'q-1',
    questionText: 'What was your first job?',
    category: 'career_and_work',
    source: 'link',
    fullText: 'I sold newspapers on Elm Street in 1952.',
    rawText: 'I sold newspapers on Elm Street in 1952.',
    attachments: [],
    at: AT,
    ...over,
  };
}

describe('Story.record', () => {
  it('makes a written story of an answer, tagged, and raises StoryRecorded', () => {
    const story = Story.record(answer());
    expect(story).toMatchObject({
      id: 's-1',
      vaultId: 'v-1',
      deliveryId: 'd-1',
      questionId: 'q-1',
      responseType: 'written',
      source: 'link',
      fullText: 'I sold newspapers on Elm Street in 1952.',
      tags: ['career_and_work', 'Elm Street', '1952'],
      mediaKey: null,
      attachments: [],
      inboundMessageId: null,
      createdAt: AT,
      transcriptStatus: 'none',
      transcript: null,
      deletedAt: null,
      revisions: [],
    });
    expect(story.pendingEvents).toEqual([
      {
        id: expect.any(String),
        type: 'StoryRecorded',
        occurredAt: AT,
        payload: {
          vaultId: 'v-1',
          storyId: 's-1',
          deliveryId: 'd-1',
          vaultQuestionId: 'vq-1',
          questionText: 'What was your first job?',
          responseType: 'written',
          at: AT.toISOString(),
        },
      },
    ]);
    expect(story.changes()).toMatchObject({ isNew: true, updated: false, revisions: [] });
  });

  it('makes a voice story of an answer with a recording: the first one is its recording', () => {
    const files = [file('photo', 'corner.jpg'), file('audio', 'one.wav'), file('audio', 'two.wav')];
    const story = Story.record(answer({ attachments: files, fullText: '' }));
    expect(story.responseType).toBe('voice');
    expect(story.mediaKey).toBe('stories/s-1/one.wav');
    expect(story.attachments).toEqual(files.map((f) => ({ ...f, id: expect.any(String) })));
    expect(new Set(story.attachments.map((a) => a.id)).size).toBe(3);
    expect(story.pendingEvents[0].payload).toMatchObject({ responseType: 'voice' });
    expect(story.changes().attachments).toEqual(story.attachments);
  });

  it('unwraps an emailed reply the mail client hard-wrapped, keeps a typed answer as typed, and names left-out files beside the text', () => {
    const wrapped = [
      'Every Sunday my mother baked bread in the old wood stove, and the',
      'whole of Elm Street knew it by nine in the morning. We children sat',
      'on the back step and waited for the heels of the loaves.',
    ].join('\n');
    const leftOutFiles = [{ filename: 'video.mp4', sizeBytes: 31_457_280 }];
    const emailed = Story.record(answer({ source: 'email', fullText: wrapped, leftOutFiles }));
    // The text is the senior's words alone: the book prints it.
    expect(emailed.fullText).toBe(
      'Every Sunday my mother baked bread in the old wood stove, and the whole of Elm Street knew it by nine in the ' +
        'morning. We children sat on the back step and waited for the heels of the loaves.',
    );
    expect(emailed.leftOutFiles).toEqual(leftOutFiles);
    expect(Story.record(answer({ fullText: wrapped })).leftOutFiles).toEqual([]);
    expect(Story.record(answer({ fullText: wrapped })).fullText).toBe(wrapped);
    expect(Story.record(answer({ questionText: null })).questionText).toBe('');
  });
});

describe('Story behaviour', () => {
  const saved = (over: Partial<RecordedAnswer> = {}) => {
    const story = Story.record(answer(over));
    story.markSaved();
    story.pullEvents();
    return story;
  };

  it('attaches a file; a first recording makes a written story a voice story, a later one never replaces it', () => {
    const story = saved();
    const photo = story.attachMedia(file('photo', 'corner.jpg'));
    expect(story).toMatchObject({ responseType: 'written', mediaKey: null, attachments: [photo] });
    const first = story.attachMedia(file('audio', 'first.wav'));
    story.attachMedia(file('audio', 'second.wav'));
    expect(story).toMatchObject({ responseType: 'voice', mediaKey: first.mediaKey });
    expect(story.changes()).toMatchObject({ isNew: false, updated: true });
    expect(story.changes().attachments).toHaveLength(3);
  });

  it('keeps every version: the story as it arrived first (by the senior), then each edit; rawText and the recording stay', () => {
    const story = saved({ attachments: [file('audio', 'one.wav')] });
    const ann = { userId: 'owner-1', name: 'Ann' };
    expect(story.history()).toEqual([
      expect.objectContaining({ id: 's-1', version: 0, revisedBy: null, revisedByName: null, revisedAt: AT }),
    ]);
    expect(story.revise({ fullText: '  I sold papers.  ', title: '  My  first job ' }, ann, AT)).toBe(true);
    expect(story.revise({ tags: [' Elm  Street ', 'first job', 'elm street'], period: '1950s' }, ann, LATER)).toBe(
      true,
    );
    expect(story).toMatchObject({
      title: 'My first job',
      heading: 'My first job',
      period: '1950s',
      fullText: 'I sold papers.',
      tags: ['Elm Street', 'first job'],
      rawText: 'I sold newspapers on Elm Street in 1952.',
      mediaKey: 'stories/s-1/one.wav',
    });
    const original = {
      id: 's-1',
      version: 0,
      title: null,
      period: null,
      fullText: 'I sold newspapers on Elm Street in 1952.',
      tags: ['career_and_work', 'Elm Street', '1952'],
      revisedBy: null,
      revisedByName: null,
      revisedAt: story.createdAt,
    };
    expect(story.revisions).toEqual([
      original,
      {
        id: expect.any(String),
        version: 1,
        title: 'My first job',
        period: null,
        fullText: 'I sold papers.',
        tags: ['career_and_work', 'Elm Street', '1952'],
        revisedBy: 'owner-1',
        revisedByName: 'Ann',
        revisedAt: AT,
      },
      expect.objectContaining({ version: 2, period: '1950s', tags: ['Elm Street', 'first job'], revisedAt: LATER }),
    ]);
    expect(story.changes()).toMatchObject({ updated: true, revisions: story.revisions });
    // A voice story's text may be emptied: the recording is the story.
    expect(story.revise({ fullText: '   ' }, null, LATER)).toBe(true);
    expect(story.fullText).toBe('');
    expect(story.pendingEvents).toEqual([]);
  });

  it('brings an earlier version back as a new version; the version it is already changes nothing', () => {
    const story = saved();
    story.revise({ fullText: 'Edited.', title: 'Papers', period: '1952' }, { userId: 'o', name: 'Ann' }, AT);
    story.markSaved();
    expect(story.restoreRevision('s-1', { userId: 'o', name: 'Ann' }, LATER)).toBe(true);
    expect(story).toMatchObject({ title: null, period: null, fullText: 'I sold newspapers on Elm Street in 1952.' });
    expect(story.revisions.map((r) => r.version)).toEqual([0, 1, 2]);
    expect(story.changes().revisions).toHaveLength(1);
    expect(story.restoreRevision('s-1', null, LATER)).toBe(false);
    expect(() => story.restoreRevision('no-such', null, LATER)).toThrow(RevisionNotFoundError);
  });

  it('takes a year from 1800 to this year or a decade up to this one; empty clears; a title of 200 characters at most', () => {
    const story = saved();
    const now = new Date('2026-05-01T00:00:00Z');
    for (const period of ['1800', '1962', '2026', '1800s', '1960s', '2020s']) {
      story.revise({ period }, null, now);
      expect(story.period).toBe(period);
    }
    for (const period of ['1799', '2027', '1790s', '2030s', '62', "'60s", '1965s', 'sixties', '19620'])
      expect(() => story.revise({ period }, null, now)).toThrow(InvalidStoryPeriodError);
    story.revise({ period: ' ' }, null, now);
    expect(story.period).toBeNull();
    story.revise({ title: 'x'.repeat(200) }, null, now);
    expect(() => story.revise({ title: 'x'.repeat(201) }, null, now)).toThrow(InvalidStoryTitleError);
    story.revise({ title: '   ' }, null, now);
    expect(story).toMatchObject({ title: null, heading: 'What was your first job?' });
  });

  it('counts no revision when nothing changes', () => {
    const story = saved();
    expect(story.revise({}, { userId: 'owner-1', name: 'Ann' }, AT)).toBe(false);
    expect(
      story.revise({ fullText: ` ${story.fullText} `, tags: [...story.tags] }, { userId: 'owner-1', name: 'Ann' }, AT),
    ).toBe(false);
    expect(story.revisions).toEqual([]);
    expect(story.changes()).toMatchObject({ updated: false, revisions: [] });
  });

  it('refuses an empty written story, too long a text, and tags it cannot keep', () => {
    const story = saved();
    expect(() => story.revise({ fullText: ' \n ' }, null, AT)).toThrow(EmptyStoryError);
    expect(() => story.revise({ fullText: 'x'.repeat(REVISION_LIMITS.maxTextLength + 1) }, null, AT)).toThrow(
      StoryTooLongError,
    );
    expect(() => story.revise({ tags: ['ok', ' '] }, null, AT)).toThrow(InvalidStoryTagsError);
    expect(() => story.revise({ tags: ['x'.repeat(REVISION_LIMITS.maxTagLength + 1)] }, null, AT)).toThrow(
      InvalidStoryTagsError,
    );
    const many = Array.from({ length: REVISION_LIMITS.maxTags + 1 }, (_, i) => `tag ${i}`);
    expect(() => story.revise({ tags: many }, null, AT)).toThrow(InvalidStoryTagsError);
    expect(story.revisions).toEqual([]);
    expect(story.fullText).toBe('I sold newspapers on Elm Street in 1952.');
  });

  it('is deleted (the first date stands) and restored; a deleted story takes no revision and no file', () => {
    const story = saved();
    story.delete(AT);
    story.delete(LATER);
    expect(story.deletedAt).toEqual(AT);
    expect(story.pullEvents().map((e) => [e.type, e.payload])).toEqual([
      ['StoryDeletedOrRestored', { vaultId: 'v-1', storyId: 's-1', deleted: true, at: AT.toISOString() }],
    ]);
    expect(story.changes().updated).toBe(true);
    expect(() => story.revise({ fullText: 'New.' }, null, LATER)).toThrow(StoryDeletedError);
    expect(() => story.attachMedia(file('photo', 'p.jpg'))).toThrow(StoryDeletedError);
    story.markSaved();
    story.restore();
    expect(story.deletedAt).toBeNull();
    expect(story.changes().updated).toBe(true);
    story.markSaved();
    story.restore();
    expect(story.changes().updated).toBe(false);
    expect(story.revise({ fullText: 'New.' }, null, LATER)).toBe(true);
  });

  it('raises StoryRecorded again when the same answer is recorded again', () => {
    const story = saved();
    story.recordAgain('vq-1', LATER);
    expect(story.pullEvents()).toEqual([
      expect.objectContaining({
        type: 'StoryRecorded',
        occurredAt: LATER,
        payload: expect.objectContaining({ storyId: 's-1' }),
      }),
    ]);
    expect(story.pendingEvents).toEqual([]);
  });

  it('comes back from storage as it was, with nothing to write and no event', () => {
    const story = Story.record(answer());
    const stored = Story.rehydrate(
      { ...story, tags: [...story.tags], attachments: [] },
      {
        deletedAt: AT,
        revisions: [
          {
            id: 'r-1',
            version: 0,
            title: null,
            period: null,
            fullText: 'Old.',
            tags: [],
            revisedBy: null,
            revisedByName: null,
            revisedAt: AT,
          },
        ],
      },
    );
    expect(stored).toEqual(story);
    expect(stored).toMatchObject({ deletedAt: AT, revisions: [{ id: 'r-1' }] });
    expect(stored.changes()).toEqual({
      isNew: false,
      updated: false,
      attachments: [],
      removedAttachments: [],
      revisions: [],
    });
    expect(stored.pendingEvents).toEqual([]);
  });
});
