import { EmptyStoryError, StoryTooLongError } from './answer.errors';
import { NewAttachment, RecordedAnswer, Story } from './story';
import { InvalidStoryTagsError, StoryDeletedError } from './story.errors';
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

  it('unwraps an emailed reply the mail client hard-wrapped, keeps a typed answer as typed, and ends with the note', () => {
    const wrapped = [
      'Every Sunday my mother baked bread in the old wood stove, and the',
      'whole of Elm Street knew it by nine in the morning. We children sat',
      'on the back step and waited for the heels of the loaves.',
    ].join('\n');
    const emailed = Story.record(answer({ source: 'email', fullText: wrapped, note: '(A file was left out.)' }));
    expect(emailed.fullText).toBe(
      'Every Sunday my mother baked bread in the old wood stove, and the whole of Elm Street knew it by nine in the ' +
        'morning. We children sat on the back step and waited for the heels of the loaves.\n\n(A file was left out.)',
    );
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

  it('revises text and tags, keeping the version each revision replaced; rawText and the recording stay', () => {
    const story = saved({ attachments: [file('audio', 'one.wav')] });
    expect(story.revise({ fullText: '  I sold papers.  ' }, 'owner-1', AT)).toBe(true);
    expect(story.revise({ tags: [' Elm  Street ', 'first job', 'elm street'] }, 'owner-1', LATER)).toBe(true);
    expect(story).toMatchObject({
      fullText: 'I sold papers.',
      tags: ['Elm Street', 'first job'],
      rawText: 'I sold newspapers on Elm Street in 1952.',
      mediaKey: 'stories/s-1/one.wav',
    });
    expect(story.revisions).toEqual([
      {
        id: expect.any(String),
        fullText: 'I sold newspapers on Elm Street in 1952.',
        tags: ['career_and_work', 'Elm Street', '1952'],
        revisedBy: 'owner-1',
        revisedAt: AT,
      },
      {
        id: expect.any(String),
        fullText: 'I sold papers.',
        tags: ['career_and_work', 'Elm Street', '1952'],
        revisedBy: 'owner-1',
        revisedAt: LATER,
      },
    ]);
    expect(story.changes()).toMatchObject({ updated: true, revisions: story.revisions });
    // A voice story's text may be emptied: the recording is the story.
    expect(story.revise({ fullText: '   ' }, null, LATER)).toBe(true);
    expect(story.fullText).toBe('');
    expect(story.pendingEvents).toEqual([]);
  });

  it('counts no revision when nothing changes', () => {
    const story = saved();
    expect(story.revise({}, 'owner-1', AT)).toBe(false);
    expect(story.revise({ fullText: ` ${story.fullText} `, tags: [...story.tags] }, 'owner-1', AT)).toBe(false);
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
      { deletedAt: AT, revisions: [{ id: 'r-1', fullText: 'Old.', tags: [], revisedBy: null, revisedAt: AT }] },
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
