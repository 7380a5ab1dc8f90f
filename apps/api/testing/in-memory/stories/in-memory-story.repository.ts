import { RecentWrites, WriteLimit } from '../../../src/shared/limits/write-limit';
import { EventOutbox } from '../../../src/shared/events/event-outbox';
import { InMemoryEventOutbox } from '../events/in-memory-event-outbox';
import { STORY_HIGHLIGHT } from '@storyvault/contracts';
import {
  FoundStory,
  StoryFind,
  StoryRef,
  StoryRepository,
} from '../../../src/modules/stories/application/ports/story.repository';
import { Story, StoryData, StoryRevision } from '../../../src/modules/stories/domain/story';
import { StoryEditConflictError } from '../../../src/modules/stories/domain/story.errors';

interface Stored {
  data: StoryData;
  deletedAt: Date | null;
  revisions: StoryRevision[];
}

/** Stories in memory, with their events in an in-memory outbox: for unit tests and in-memory kits. */
export class InMemoryStoryRepository extends StoryRepository {
  private readonly rows = new Map<string, Stored>();
  /** When each attachment was first saved, as the database stamps it. */
  private readonly attachedAt = new Map<string, Date>();

  constructor(
    readonly outbox: EventOutbox = new InMemoryEventOutbox(),
    private readonly now: () => Date = () => new Date(),
  ) {
    super();
  }

  async photosAddedRecently(vaultId: string, userId: string, limit: WriteLimit): Promise<RecentWrites> {
    const now = this.now();
    const times = [...this.rows.values()]
      .filter((r) => r.data.vaultId === vaultId)
      .flatMap((r) => r.data.attachments.filter((a) => a.addedBy?.userId === userId))
      .map((a) => this.attachedAt.get(a.id)!)
      .filter((at) => at && at.getTime() > now.getTime() - limit.windowMs)
      .sort((a, b) => b.getTime() - a.getTime())
      .slice(0, limit.max);
    return { times, now };
  }

  async save(story: Story): Promise<Story> {
    return (await this.saveMany([story]))[0];
  }

  async saveMany(stories: Story[]): Promise<Story[]> {
    const kept: Story[] = [];
    const events = [];
    for (const story of stories) {
      const changes = story.changes();
      const earlier = [...this.rows.values()].find(({ data }) =>
        story.inboundMessageId
          ? data.inboundMessageId === story.inboundMessageId
          : story.sendId !== null && data.deliveryId === story.deliveryId && data.sendId === story.sendId,
      );
      if (changes.isNew && earlier) {
        kept.push(this.toStory(earlier));
        continue;
      }
      const stored = this.rows.get(story.id)?.revisions ?? [];
      if (changes.revisions.some((r) => stored.some((s) => s.version === r.version)))
        throw new StoryEditConflictError();
      for (const a of story.attachments) if (!this.attachedAt.has(a.id)) this.attachedAt.set(a.id, this.now());
      this.rows.set(story.id, {
        data: this.copy(story),
        deletedAt: story.deletedAt,
        revisions: story.revisions.map((r) => ({ ...r, tags: [...r.tags] })),
      });
      events.push(...story.pendingEvents);
      kept.push(story);
    }
    await this.outbox.append(events);
    for (const story of kept) if (stories.includes(story)) story.markSaved();
    return kept;
  }

  async listByVault(vaultId: string): Promise<Story[]> {
    return [...this.rows.values()]
      .filter((r) => r.data.vaultId === vaultId && !r.deletedAt)
      .sort(
        (a, b) =>
          b.data.createdAt.getTime() - a.data.createdAt.getTime() ||
          (a.data.id < b.data.id ? 1 : a.data.id > b.data.id ? -1 : 0),
      )
      .map((r) => this.toStory(r, false));
  }

  async listPageByVault(vaultId: string, limit: number, before: string | null): Promise<Story[] | null> {
    const all = await this.listByVault(vaultId);
    if (!before) return all.slice(0, limit);
    const cursor = this.rows.get(before);
    if (!cursor || cursor.data.vaultId !== vaultId) return null;
    const { createdAt, id } = cursor.data;
    return all
      .filter((s) => s.createdAt < createdAt || (s.createdAt.getTime() === createdAt.getTime() && s.id < id))
      .slice(0, limit);
  }

  /**
   * findPage's stories in memory: a word matches a word of the story that starts with it, accents
   * aside (no stemming beyond that); the more words of the story match, the better.
   */
  async findPage(vaultId: string, find: StoryFind): Promise<FoundStory[] | null> {
    const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    const words = find.words?.map((w) => fold(w.replace(/:\*$/, '')));
    const score = (story: Story) => {
      const text = [story.heading, story.tags.join(' '), story.period ?? '', story.questionText, story.fullText];
      const own = fold([...text, story.transcript ?? ''].join(' ')).match(/[\p{L}\p{N}]+/gu) ?? [];
      const hits = words?.map((w) => own.filter((o) => o.startsWith(w)).length) ?? [];
      return hits.every((n) => n > 0) ? hits.reduce((a, b) => a + b, 1) : 0;
    };
    const periodKey = (s: Story) => [
      s.period ? Number(s.period.slice(0, 4)) : Infinity,
      s.period?.endsWith('s') ? 0 : 1,
    ];
    const compare = (a: Story, b: Story) => {
      if (find.order === 'period') {
        const [ka, kb] = [periodKey(a), periodKey(b)];
        return (
          ka[0] - kb[0] || ka[1] - kb[1] || a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : 1)
        );
      }
      return (
        (words ? score(b) - score(a) : 0) || b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1)
      );
    };
    const cursor = find.before ? this.rows.get(find.before) : undefined;
    if (find.before && (!cursor || cursor.data.vaultId !== vaultId)) return null;
    if (words && !words.length) return [];
    const all = (await this.listByVault(vaultId)).filter((s) => !words || score(s) > 0).sort(compare);
    let from = 0;
    if (cursor) {
      const story = this.toStory(cursor, false);
      from = all.filter((s) => s.id === story.id || compare(s, story) < 0).length;
    }
    const mark = (text: string) =>
      text.replace(/[\p{L}\p{N}]+/gu, (w) =>
        words?.some((q) => fold(w).startsWith(q)) ? `${STORY_HIGHLIGHT.start}${w}${STORY_HIGHLIGHT.end}` : w,
      );
    return all
      .slice(from, find.limit === null ? undefined : from + find.limit)
      .map((story) => (words ? { story, highlight: mark(story.fullText) } : { story }));
  }

  async findById(id: string): Promise<Story | null> {
    const row = this.rows.get(id);
    return row ? this.toStory(row) : null;
  }

  async sentBefore(deliveryId: string, sendId: string): Promise<string | null> {
    const row = [...this.rows.values()].find(({ data }) => data.deliveryId === deliveryId && data.sendId === sendId);
    return row?.data.id ?? null;
  }

  async liveRefsByIds(ids: string[]): Promise<StoryRef[]> {
    return ids.flatMap((id) => {
      const row = this.rows.get(id);
      if (!row || row.deletedAt) return [];
      const { vaultId, questionText, title } = this.toStory(row);
      return [{ id, vaultId, questionText, title }];
    });
  }

  async listDeletedByVault(vaultId: string): Promise<Story[]> {
    return [...this.rows.values()]
      .filter((r) => r.data.vaultId === vaultId && r.deletedAt)
      .sort((a, b) => b.deletedAt!.getTime() - a.deletedAt!.getTime())
      .map((r) => this.toStory(r, false));
  }

  async purgeDeleted(
    deletedBefore: Date,
    limit: number,
    removeFiles: (story: Story) => Promise<void>,
  ): Promise<number> {
    const due = [...this.rows.values()].filter((r) => r.deletedAt && r.deletedAt <= deletedBefore).slice(0, limit);
    for (const row of due) {
      await removeFiles(this.toStory(row));
      this.rows.delete(row.data.id);
    }
    return due.length;
  }

  async purgeVault(vaultId: string, limit: number, removeFiles: (story: Story) => Promise<void>): Promise<number> {
    const due = [...this.rows.values()].filter((r) => r.data.vaultId === vaultId).slice(0, limit);
    for (const row of due) {
      await removeFiles(this.toStory(row));
      this.rows.delete(row.data.id);
    }
    return due.length;
  }

  private toStory(row: Stored, withRevisions = true): Story {
    return Story.rehydrate(this.copy(row.data), {
      deletedAt: row.deletedAt,
      revisions: withRevisions ? row.revisions.map((r) => ({ ...r, tags: [...r.tags] })) : [],
    });
  }

  private copy(data: StoryData): StoryData {
    return {
      id: data.id,
      vaultId: data.vaultId,
      deliveryId: data.deliveryId,
      questionId: data.questionId,
      questionText: data.questionText,
      title: data.title,
      period: data.period,
      responseType: data.responseType,
      source: data.source,
      fullText: data.fullText,
      rawText: data.rawText,
      tags: [...data.tags],
      mediaKey: data.mediaKey,
      attachments: data.attachments.map((a) => ({ ...a, ...(a.addedBy ? { addedBy: { ...a.addedBy } } : {}) })),
      inboundMessageId: data.inboundMessageId,
      sendId: data.sendId,
      createdAt: new Date(data.createdAt.getTime()),
      transcriptStatus: data.transcriptStatus,
      transcript: data.transcript,
      leftOutFiles: data.leftOutFiles.map((f) => ({ ...f })),
    };
  }
}
