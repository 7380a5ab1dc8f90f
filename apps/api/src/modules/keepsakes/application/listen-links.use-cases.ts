import { Injectable } from '@nestjs/common';
import { DEFAULT_LANGUAGE, type ListenStoryView } from '@storyvault/contracts';
import { DomainEvent } from '../../../shared/events/domain-event';
import { ObjectStore } from '../../../shared/storage/object-store';
import { Clock } from '../../../shared/time/clock';
import { ManageUsers } from '../../auth/auth.public';
import { Actor, VaultAccess } from '../../vault/vault.public';
import { ExportNotFoundError } from '../domain/export';
import { ListenLinkNotFoundError, listenTokenHash, newListenToken } from '../domain/listen-link';
import { ExportRepository } from './ports/export.repository';
import { ListenLinkStore, LiveBook } from './ports/listen-link.store';
import { ListenRecording, ListenStories, ListenStory } from './ports/listen-stories';

const AUDIO_TYPE = /^audio\/[a-z0-9.+-]+$/i;
const NO_LONGER_MEMBER = 'The person who asked for this is no longer in the family.';

/** Makes a book's listen links while it is built: one per voice story. */
@Injectable()
export class IssueListenLinks {
  constructor(private readonly links: ListenLinkStore) {}

  /** A new link to a story for the book `exportId`: its token, to print (never to log). */
  async issue(vaultId: string, storyId: string, exportId: string): Promise<string> {
    const token = newListenToken();
    await this.links.add({ tokenHash: listenTokenHash(token)!, vaultId, storyId, exportId });
    return token;
  }

  /** A book is built again: the links of its unfinished try are forgotten. */
  discardUnfinished(exportId: string): Promise<void> {
    return this.links.discardExport(exportId);
  }
}

/**
 * The printed book's listen links, opened with no sign-in (the token is the key) to read the story and play its original recording;
 * revoked for a whole book by whoever manages the vault.
 */
@Injectable()
export class ListenLinks {
  constructor(
    private readonly links: ListenLinkStore,
    private readonly stories: ListenStories,
    private readonly access: VaultAccess,
    private readonly media: ObjectStore,
    private readonly exports: ExportRepository,
    private readonly users: ManageUsers,
    private readonly clock: Clock,
  ) {}

  /** Its name in the outbox: never to change. */
  static readonly memberRemovedHandler = 'keepsakes.revoke-removed-members-books';

  async open(token: string): Promise<ListenStoryView> {
    const story = await this.liveStory(token);
    const teller = await this.stories.teller(story.vaultId);
    return {
      title: story.title,
      question: story.question,
      text: story.text,
      seniorName: teller?.seniorName ?? '',
      language: teller?.language ?? DEFAULT_LANGUAGE,
      audioUrl: `/api/listen/${encodeURIComponent(token)}/audio`,
    };
  }

  async recording(token: string): Promise<ListenRecording> {
    const { recording } = await this.liveStory(token);
    const size = (await this.media.head(recording.mediaKey))?.size ?? null;
    if (size === null) throw new ListenLinkNotFoundError();
    return {
      contentType: AUDIO_TYPE.test(recording.contentType) ? recording.contentType : 'audio/wav',
      size,
      read: async (range) => {
        const content = await this.media.get(recording.mediaKey, range);
        if (!content) throw new ListenLinkNotFoundError();
        return content.body;
      },
    };
  }

  /** Every book of the vault whose links still play, however old (the recent exports list stops at 20): the owner's. */
  async books(
    actor: Actor,
    vaultId: string,
  ): Promise<Array<Omit<LiveBook, 'requestedBy'> & { orderedBy: string | null }>> {
    await this.access.require(actor, vaultId, 'manage');
    const books = await this.links.liveBooks(vaultId);
    const people = await this.users.findByIds([
      ...new Set(books.flatMap((b) => (b.requestedBy ? [b.requestedBy] : []))),
    ]);
    return books.map(({ requestedBy, ...book }) => ({
      ...book,
      orderedBy: (requestedBy && people.get(requestedBy)?.name) || null,
    }));
  }

  /**
   * FamilyMemberRemoved: the links of the books the member ordered stop, and what they asked for
   * that is not made yet is not made (nor emailed to them). Safe to repeat.
   */
  async memberRemoved(events: DomainEvent<'FamilyMemberRemoved'>[]): Promise<void> {
    for (const { payload } of events) {
      await this.exports.failRequestedBy(payload.vaultId, payload.userId, NO_LONGER_MEMBER, this.clock.now());
      await this.links.revokeOrderedBy(payload.vaultId, payload.userId);
    }
  }

  async revoke(actor: Actor, vaultId: string, exportId: string): Promise<number> {
    await this.access.require(actor, vaultId, 'manage');
    const book = await this.exports.find(exportId);
    const asked = !!book && book.vaultId === vaultId && book.format === 'pdf';
    const revoked = await this.links.revokeExport(vaultId, exportId);
    // A book asked for without voice stories has no links: nothing to revoke. One made by
    // `storyvault export` has no export row: its links are the book.
    if (revoked === null && !asked) throw new ExportNotFoundError();
    return revoked ?? 0;
  }

  private async liveStory(token: string): Promise<ListenStory & { recording: NonNullable<ListenStory['recording']> }> {
    const hash = listenTokenHash(token);
    const link = hash ? await this.links.findLive(hash) : null;
    const story = link ? await this.stories.story(link.storyId) : null;
    if (!link || !story || story.vaultId !== link.vaultId || !story.recording) throw new ListenLinkNotFoundError();
    return { ...story, recording: story.recording };
  }
}
