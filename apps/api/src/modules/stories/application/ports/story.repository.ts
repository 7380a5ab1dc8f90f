import { VaultRole } from '@storyvault/contracts';
import { RecentWrites, WriteLimit } from '../../../../shared/limits/write-limit';
import { Story } from '../../domain/story';
import { StoryOrder } from '../../domain/story-search';

/** What findPage looks for: the stories matching some words, or all of them, in an order. */
export interface StoryFind {
  /** The words (parseStorySearch's); null: every story. With words, the best match comes first. */
  words: string[] | null;
  /** arrival: newest first; period: when it happened, oldest first, those without a period last. */
  order: StoryOrder;
  /** At most this many; null: all of them. */
  limit: number | null;
  /** The id of the last story of the page before, in the same find. */
  before: string | null;
  /**
   * Who reads (a user id): stories only when they are a member of the vault, each with their
   * role, read in the same statement. An adapter that cannot read memberships leaves the role
   * out; the caller then asks VaultAccess.
   */
  readerId?: string;
}

/** A story found, with its matching words marked in a snippet (searches only). */
export interface FoundStory {
  story: Story;
  /** A snippet of its text, each matching word between STORY_HIGHLIGHT's start and end marks. */
  highlight?: string;
  /** The reader's role in the vault (with `readerId`), as `VaultAccess.requireRole` takes it. */
  readerRole?: VaultRole;
}

/** What another module needs to name a story: which vault it is in, the question it answers, its title. */
export interface StoryRef {
  id: string;
  vaultId: string;
  questionText: string;
  /** The owner's title; null until given. */
  title: string | null;
}

/** Port: the stories of a vault. */
export abstract class StoryRepository {
  /**
   * The photos a person added to the vault's stories within the limit's window, by the database's
   * clock (it stamps them); photos of deleted stories count too.
   */
  abstract photosAddedRecently(vaultId: string, userId: string, limit: WriteLimit): Promise<RecentWrites>;
  /**
   * Writes what changed of a story (all of it for a new one: its row and files; else its text and
   * tags, new files and revisions, deleted mark) and its pending events, in one transaction; then
   * the story counts as saved (its events stay pending, for the caller to dispatch). A new story
   * from an email is saved once per message: given an inboundMessageId already used, nothing of it
   * is written (nor its events) and the story saved then is answered instead.
   */
  abstract save(story: Story): Promise<Story>;
  /** save for a batch of stories, in one transaction; answers in the order given. */
  abstract saveMany(stories: Story[]): Promise<Story[]>;
  /** The vault's stories but deleted ones, newest first (ties: the greater id first); revisions left out. */
  abstract listByVault(vaultId: string): Promise<Story[]>;
  /**
   * At most `limit` of listByVault's stories, those after the story `before` in that order (from
   * the start without it); null when `before` is no story of this vault.
   */
  abstract listPageByVault(vaultId: string, limit: number, before: string | null): Promise<Story[] | null>;
  /**
   * The vault's stories but deleted ones that match `find.words` (each word stemmed or as written,
   * accents aside, the last one also as a prefix; in title, tags, period, question, text or
   * transcript), best match first (ties: newest first); or, with `order` period, by when they
   * happened. Null when `before` is no story of this vault.
   */
  abstract findPage(vaultId: string, find: StoryFind): Promise<FoundStory[] | null>;
  /** A story, deleted or not, with its revisions. */
  abstract findById(id: string): Promise<Story | null>;
  /** The id of the story an answer page sent for this question with this send id (deleted or not); null when none. */
  abstract sentBefore(deliveryId: string, sendId: string): Promise<string | null>;
  /** What names each of the stories among `ids` that exist and are not deleted: one read for all. */
  abstract liveRefsByIds(ids: string[]): Promise<StoryRef[]>;
  /** The vault's deleted stories (not yet purged), the latest deleted first. */
  abstract listDeletedByVault(vaultId: string): Promise<Story[]>;
  /**
   * Purges at most `limit` stories deleted at or before `deletedBefore`: for each, `removeFiles`
   * deletes its files, then the story and all its rows go; a story restored meanwhile, or being
   * purged by another worker, is left alone. When removeFiles throws, the story stays (a later
   * run tries again). Answers how many were purged.
   */
  abstract purgeDeleted(
    deletedBefore: Date,
    limit: number,
    removeFiles: (story: Story) => Promise<void>,
  ): Promise<number>;
  /**
   * Up to `limit` stories of the vault, deleted or not, go as purgeDeleted's do: each locked,
   * its files removed by `removeFiles`, then its rows. Answers how many went.
   */
  abstract purgeVault(vaultId: string, limit: number, removeFiles: (story: Story) => Promise<void>): Promise<number>;
}
