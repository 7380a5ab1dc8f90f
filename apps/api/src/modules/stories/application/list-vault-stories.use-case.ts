import { Injectable } from '@nestjs/common';
import { VaultRole } from '@storyvault/contracts';
import { Actor, QuestionPhotos, VaultAccess } from '../../vault/vault.public';
import { Story } from '../domain/story';
import { InvalidStoryPageError, StoryPageRequest, StoryPageText } from '../domain/story-page';
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

  /** A story answering a photo question keeps its photo. */
  private photoQuestions(vaultId: string, stories: Story[]): Promise<Set<string>> {
    return this.photos.withPhotos(
      vaultId,
      stories.flatMap((s) => (s.questionId ? [s.questionId] : [])),
    );
  }
}
