import { Injectable } from '@nestjs/common';
import { VaultRole } from '@storyvault/contracts';
import { Actor, VaultAccess } from '../../vault/vault.public';
import { QuestionPhotos } from '../../question/question.public';
import { Story } from '../domain/story';
import { InvalidStoryPageError, StoryPageRequest, StoryPageText } from '../domain/story-page';
import { StoryOrder } from '../domain/story-search';
import { StoryRepository } from './ports/story.repository';

/** One page of stories, and whether older ones follow. */
export interface StoryPage {
  stories: Story[];
  /** The cursor of the next page (the last story's id), or null when this page is the last. */
  nextBefore: string | null;
  /** The reader's role in the vault. */
  role: VaultRole;
  /** The questions of these stories that are photo questions. */
  photoQuestions: Set<string>;
  /** A search's snippets, by story id. */
  highlights?: Map<string, string>;
}

/** A search of the vault's stories, or the list in another order: a page, or (limit null) all of it. */
export interface StoryFindRequest {
  words: string[] | null;
  order: StoryOrder;
  limit: number | null;
  before: string | null;
}

/** Your Story Collection: a vault's stories for its members, newest first; all of them, or a page at a time. */
@Injectable()
export class ListVaultStories {
  constructor(
    private readonly access: VaultAccess,
    private readonly stories: StoryRepository,
    private readonly photos: QuestionPhotos,
  ) {}

  async execute(actor: Actor, vaultId: string): Promise<Story[]> {
    return (await this.all(actor, vaultId)).stories;
  }

  /** Every story, and the reader's role in the vault. */
  async all(actor: Actor, vaultId: string): Promise<Omit<StoryPage, 'nextBefore'>> {
    const { role } = await this.access.require(actor, vaultId, 'read');
    const stories = await this.stories.listByVault(vaultId);
    return { stories, role, photoQuestions: await this.photoQuestions(vaultId, stories) };
  }

  async page(actor: Actor, vaultId: string, request: StoryPageRequest): Promise<StoryPage> {
    const { role } = await this.access.require(actor, vaultId, 'read');
    const found = await this.stories.listPageByVault(vaultId, request.limit + 1, request.before);
    if (!found) throw new InvalidStoryPageError(StoryPageText.before);
    const stories = found.slice(0, request.limit);
    return {
      stories,
      nextBefore: found.length > request.limit ? stories[stories.length - 1].id : null,
      role,
      photoQuestions: await this.photoQuestions(vaultId, stories),
    };
  }

  /**
   * The stories matching a search, best first, or ordered by when they happened: the same stories
   * a reader of the list sees (deleted ones left out), each search result with its snippet.
   */
  async find(actor: Actor, vaultId: string, request: StoryFindRequest): Promise<StoryPage> {
    const limit = request.limit === null ? null : request.limit + 1;
    // The reader's role comes with the stories, in the same statement, and the stories only to a
    // member (docs/decisions/0119-a-search-reads-its-readers-role.md). When nothing came back
    // (no match, no membership, a cursor of no story, a failed search), the membership is read on
    // its own first: a refusal is always the answer to someone without access, whatever the search did.
    const search = await this.stories.findPage(vaultId, { ...request, limit, readerId: actor.id }).then(
      (found) => ({ found, error: null }),
      (error: unknown) => ({ found: null, error }),
    );
    const readerRole = search.found?.[0]?.readerRole ?? null;
    if (readerRole) this.access.requireRole(readerRole, 'read');
    const role = readerRole ?? (await this.access.require(actor, vaultId, 'read')).role;
    if (search.error) throw search.error;
    const found = search.found;
    if (!found) throw new InvalidStoryPageError(StoryPageText.before);
    const page = request.limit === null ? found : found.slice(0, request.limit);
    const stories = page.map((f) => f.story);
    return {
      stories,
      nextBefore: request.limit !== null && found.length > request.limit ? stories[stories.length - 1].id : null,
      role,
      photoQuestions: await this.photoQuestions(vaultId, stories),
      ...(request.words ? { highlights: new Map(page.map((f) => [f.story.id, f.highlight ?? ''])) } : {}),
    };
  }

  /** A story answering a photo question keeps its photo. */
  private photoQuestions(vaultId: string, stories: Story[]): Promise<Set<string>> {
    return this.photos.withPhotos(
      vaultId,
      stories.flatMap((s) => (s.questionId ? [s.questionId] : [])),
    );
  }
}
