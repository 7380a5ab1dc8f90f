import { domainEvent } from '../../../shared/events/domain-event';
import { EventBus } from '../../../shared/events/event-bus';
import { Clock } from '../../../shared/time/clock';
import { Injectable } from '@nestjs/common';
import { Actor, roleAllows, VaultAccess } from '../../vault/vault.public';
import { Comment, commentText, isAuthor } from '../domain/comment';
import { StoryNotFoundError } from '../../stories/stories.public';
import { FAMILY_LIMITS, WRITE_LIMITS } from '@storyvault/contracts';
import { checkWriteLimit } from '../../../shared/limits/write-limit';
import {
  CommentForbiddenError,
  CommentNotFoundError,
  CommentText,
  StoryCommentsFullError,
} from '../domain/family.errors';
import { CommentRepository } from './ports/comment.repository';
import { FamilyStories } from './ports/family-stories';
import { PeopleNames } from './ports/people-names';

/** A comment as its readers see it: who wrote it (their name now) and whether this reader may delete it. */
export interface ReadComment {
  comment: Comment;
  authorName: string;
  canDelete: boolean;
}

/** A page of a story's comments as a reader sees them. */
export interface ReadCommentPage {
  comments: ReadComment[];
  /** The `before` of the page of earlier comments, or null when there are none. */
  nextBefore: string | null;
  total: number;
}

/**
 * Comments on a story: any member reads them (a page at a time), writes them (at most 30 in 10
 * minutes per person and vault, 500 a story), deletes their own; the owner deletes any.
 */
@Injectable()
export class StoryComments {
  constructor(
    private readonly access: VaultAccess,
    private readonly comments: CommentRepository,
    private readonly stories: FamilyStories,
    private readonly names: PeopleNames,
    private readonly events: EventBus,
    private readonly clock: Clock,
  ) {}

  /** The `limit` comments just before `before` (null: the newest), oldest first. */
  async list(
    actor: Actor,
    vaultId: string,
    storyId: string,
    page: { limit: number; before: string | null } = { limit: FAMILY_LIMITS.commentsPageSize, before: null },
  ): Promise<ReadCommentPage> {
    const { role } = await this.access.require(actor, vaultId, 'read');
    await this.liveStory(vaultId, storyId);
    const { comments, hasEarlier, total } = await this.comments.pageByStory(storyId, page.limit, page.before);
    const names = await this.names.namesOf(comments.map((c) => c.authorId));
    return {
      comments: comments.map((comment) => ({
        comment,
        authorName: names.get(comment.authorId) ?? '',
        canDelete: roleAllows(role, 'comment.delete', { isAuthor: isAuthor(comment, actor.id) }),
      })),
      nextBefore: hasEarlier && comments.length ? comments[0].id : null,
      total,
    };
  }

  async post(actor: Actor, vaultId: string, storyId: string, text: string): Promise<ReadComment> {
    await this.access.require(actor, vaultId, 'comment');
    const checked = commentText(text);
    await this.liveStory(vaultId, storyId);
    checkWriteLimit(
      await this.comments.recentByAuthor(vaultId, actor.id, WRITE_LIMITS.comments),
      WRITE_LIMITS.comments,
      CommentText.tooMany,
    );
    if ((await this.comments.countByStory(storyId)) >= FAMILY_LIMITS.commentsPerStory)
      throw new StoryCommentsFullError();
    const comment = await this.comments.add({
      vaultId,
      storyId,
      authorId: actor.id,
      text: checked,
    });
    const at = this.clock.now();
    await this.events.publish([
      domainEvent(
        'StoryCommented',
        { vaultId, storyId, commentId: comment.id, authorId: actor.id, text: comment.text, at: at.toISOString() },
        at,
      ),
    ]);
    const names = await this.names.namesOf([actor.id]);
    return { comment, authorName: names.get(actor.id) ?? '', canDelete: true };
  }

  async remove(actor: Actor, vaultId: string, storyId: string, commentId: string): Promise<void> {
    const { role } = await this.access.require(actor, vaultId, 'comment');
    const comment = await this.comments.findById(commentId);
    if (!comment || comment.vaultId !== vaultId || comment.storyId !== storyId) throw new CommentNotFoundError();
    if (!roleAllows(role, 'comment.delete', { isAuthor: isAuthor(comment, actor.id) }))
      throw new CommentForbiddenError();
    if (!(await this.comments.remove(comment.id))) throw new CommentNotFoundError();
  }

  private async liveStory(vaultId: string, storyId: string): Promise<void> {
    if (!(await this.stories.liveInVault(vaultId, storyId))) throw new StoryNotFoundError();
  }
}
