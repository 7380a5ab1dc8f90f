import { Injectable } from '@nestjs/common';
import { chooseForSenior, SENIOR_COMMENTS_LIMIT, SeniorComment } from '../domain/comments-for-senior';
import { CommentRepository, CommentWindow } from './ports/comment.repository';
import { FamilyStories } from './ports/family-stories';
import { PeopleNames } from './ports/people-names';

/**
 * Candidates read per vault before choosing: enough to pick three authors and to skip comments on
 * stories deleted since, few enough that one busy vault costs little.
 */
const CANDIDATES_PER_VAULT = 20;

/**
 * The comments a question email quotes to the senior, so she knows her family is listening. A
 * window ends when the email's delivery was made, so a retry of that delivery quotes the same.
 */
@Injectable()
export class CommentsForSenior {
  constructor(
    private readonly comments: CommentRepository,
    private readonly stories: FamilyStories,
    private readonly names: PeopleNames,
  ) {}

  /** Up to `limit` comments on the vault's stories made from `since` (null: ever) until `until`, oldest first. */
  async newSince(
    vaultId: string,
    since: Date | null,
    until: Date,
    limit = SENIOR_COMMENTS_LIMIT,
  ): Promise<SeniorComment[]> {
    return (await this.forWindows([{ vaultId, since, until }], limit)).get(vaultId) ?? [];
  }

  /** newSince for a worker's batch of emails, by vault id; vaults without comments are absent. */
  async forWindows(windows: CommentWindow[], limit = SENIOR_COMMENTS_LIMIT): Promise<Map<string, SeniorComment[]>> {
    const byVault = new Map<string, SeniorComment[]>();
    if (!windows.length) return byVault;
    const candidates = await this.comments.newestInWindows(windows, Math.max(limit, CANDIDATES_PER_VAULT));
    if (!candidates.length) return byVault;
    const stories = new Map((await this.stories.liveByIds(candidates.map((c) => c.storyId))).map((s) => [s.id, s]));
    const names = await this.names.namesOf(candidates.map((c) => c.authorId));
    const readable = candidates.filter((c) => stories.get(c.storyId)?.vaultId === c.vaultId && names.has(c.authorId));
    for (const { vaultId } of windows) {
      const chosen = chooseForSenior(
        readable.filter((c) => c.vaultId === vaultId),
        limit,
      );
      if (!chosen.length) continue;
      byVault.set(
        vaultId,
        chosen.map((c) => ({
          authorName: names.get(c.authorId)!,
          storyQuestion: stories.get(c.storyId)!.questionText,
          storyTitle: stories.get(c.storyId)!.title,
          text: c.text,
          createdAt: c.createdAt,
        })),
      );
    }
    return byVault;
  }
}
