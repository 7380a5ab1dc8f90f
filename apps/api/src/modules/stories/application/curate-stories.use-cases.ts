import { Injectable } from '@nestjs/common';
import { EventBus } from '../../../shared/events/event-bus';
import { Clock } from '../../../shared/time/clock';
import { SubscriptionEndedError, SubscriptionStanding } from '../../billing/billing.public';
import { Actor, VaultAccess } from '../../vault/vault.public';
import { QuestionPhotos } from '../../question/question.public';
import { purgeDate, Story, StoryEdit, StoryRevision } from '../domain/story';
import { StoryNotFoundError } from '../domain/story-photo';
import { StoryRepository } from './ports/story.repository';

/** Who curates: the signed-in owner, with the name the story's history shows. */
export interface CuratorActor extends Actor {
  name: string;
}

/**
 * The owner curates the collection (permission `curate`): edits a story's title, text, tags and
 * period (each edit a version, the story as it arrived always kept), brings an earlier version
 * back, deletes a story into "Recently deleted" and restores it within 30 days. Once the owner's
 * subscription ended the collection is read-only: reading the history and the deleted stories
 * stays, changes are refused (docs/decisions/0059-never-locked-out.md).
 */
@Injectable()
export class CurateStories {
  constructor(
    private readonly access: VaultAccess,
    private readonly stories: StoryRepository,
    private readonly standing: SubscriptionStanding,
    private readonly clock: Clock,
    private readonly events: EventBus,
    private readonly photos: QuestionPhotos,
  ) {}

  /** Whether the story answers a photo question (its view then shows that photo). */
  async answersPhotoQuestion(story: Story): Promise<Set<string>> {
    return story.questionId ? this.photos.withPhotos(story.vaultId, [story.questionId]) : new Set();
  }

  async edit(actor: CuratorActor, vaultId: string, storyId: string, changes: StoryEdit): Promise<Story> {
    const story = await this.liveStory(await this.mayChange(actor, vaultId), storyId);
    if (story.revise(changes, { userId: actor.id, name: actor.name }, this.clock.now())) await this.stories.save(story);
    return story;
  }

  /** Every version, newest first: the story as it stands first, as it arrived last. */
  async history(actor: Actor, vaultId: string, storyId: string): Promise<StoryRevision[]> {
    await this.access.require(actor, vaultId, 'curate');
    const story = await this.liveStory(vaultId, storyId);
    return [...story.history()].reverse();
  }

  async restoreRevision(actor: CuratorActor, vaultId: string, storyId: string, revisionId: string): Promise<Story> {
    const story = await this.liveStory(await this.mayChange(actor, vaultId), storyId);
    if (story.restoreRevision(revisionId, { userId: actor.id, name: actor.name }, this.clock.now()))
      await this.stories.save(story);
    return story;
  }

  /** Into "Recently deleted"; deleting it again changes nothing. */
  async delete(actor: Actor, vaultId: string, storyId: string): Promise<void> {
    const story = await this.inVault(await this.mayChange(actor, vaultId), storyId);
    if (story.deletedAt) return;
    story.delete(this.clock.now());
    await this.stories.save(story);
    await this.events.dispatch(story.pullEvents());
  }

  /** Back from "Recently deleted" (a story not deleted stays as it is); one past its 30 days is gone. */
  async restore(actor: Actor, vaultId: string, storyId: string): Promise<Story> {
    const story = await this.inVault(await this.mayChange(actor, vaultId), storyId);
    if (!story.deletedAt) return story;
    if (purgeDate(story.deletedAt) <= this.clock.now()) throw new StoryNotFoundError();
    story.restore(this.clock.now());
    await this.stories.save(story);
    await this.events.dispatch(story.pullEvents());
    return story;
  }

  /** The vault's deleted stories still restorable, the latest deleted first. */
  async deleted(actor: Actor, vaultId: string): Promise<Story[]> {
    await this.access.require(actor, vaultId, 'curate');
    const now = this.clock.now();
    return (await this.stories.listDeletedByVault(vaultId)).filter((s) => purgeDate(s.deletedAt!) > now);
  }

  private async mayChange(actor: Actor, vaultId: string): Promise<string> {
    const { vault } = await this.access.require(actor, vaultId, 'curate');
    if (await this.standing.ended(vault.ownerId)) throw new SubscriptionEndedError();
    return vaultId;
  }

  private async inVault(vaultId: string, storyId: string): Promise<Story> {
    const story = await this.stories.findById(storyId);
    if (!story || story.vaultId !== vaultId) throw new StoryNotFoundError();
    return story;
  }

  private async liveStory(vaultId: string, storyId: string): Promise<Story> {
    const story = await this.inVault(vaultId, storyId);
    if (story.deletedAt) throw new StoryNotFoundError();
    return story;
  }
}
