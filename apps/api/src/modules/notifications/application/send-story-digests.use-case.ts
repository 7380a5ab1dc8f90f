import { Injectable } from '@nestjs/common';
import { Clock } from '../../../shared/time/clock';
import { StoryLookup } from '../../stories/stories.public';
import { VaultDirectory, VaultRecipients } from '../../vault/vault.public';
import { storyDigestEmail } from '../domain/story-emails';
import { NotificationStore } from './ports/notification.store';
import { SendStoryEmails } from './send-story-emails.use-case';
import { StoryEmailSender } from './story-email-sender.service';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A digest goes once the oldest story it holds is a week old: at most one a week per person and vault. */
export const DIGEST_AFTER_MS = 7 * DAY_MS;
/** A story's own emails still pending this long after the story: their job is gone (failed for good, or lost). */
export const LEFT_BEHIND_MS = 10 * 60_000;

export interface RoundSummary {
  digests: number;
  stories: number;
}

/**
 * The recurring round of new-story emails: every person's weekly digest that is due, and any
 * story's own emails whose job ended without sending them (a worker died holding them). Each
 * digest claims its rows first, so two rounds at once never send one twice.
 */
@Injectable()
export class SendStoryDigests {
  constructor(
    private readonly store: NotificationStore,
    private readonly stories: StoryLookup,
    private readonly vaults: VaultDirectory,
    private readonly recipients: VaultRecipients,
    private readonly sender: StoryEmailSender,
    private readonly storyEmails: SendStoryEmails,
    private readonly clock: Clock,
  ) {}

  async execute(signal?: AbortSignal): Promise<RoundSummary> {
    const now = this.clock.now();
    const summary: RoundSummary = { digests: 0, stories: 0 };
    const failures: string[] = [];
    for (const storyId of await this.store.leftBehind(new Date(now.getTime() - LEFT_BEHIND_MS), now)) {
      if (signal?.aborted) return summary;
      await this.storyEmails.execute(storyId, signal).then(
        (sent) => (summary.stories += sent.sent),
        (error: unknown) => failures.push(String(error)),
      );
    }
    for (const { vaultId, userId } of await this.store.dueDigests(new Date(now.getTime() - DIGEST_AFTER_MS), now)) {
      if (signal?.aborted) return summary;
      await this.digest(vaultId, userId).then(
        (sent) => (summary.digests += Number(sent)),
        (error: unknown) => failures.push(String(error)),
      );
    }
    if (failures.length) throw new Error(`Some new-story emails could not be sent: ${failures.join('; ')}`);
    return summary;
  }

  /** One person's digest of one vault; false when nothing was left to send. */
  private async digest(vaultId: string, userId: string): Promise<boolean> {
    const now = this.clock.now();
    const rows = await this.store.claimDigest(vaultId, userId, now, this.sender.claimUntil(now));
    if (!rows.length) return false;
    const vault = await this.vaults.byId(vaultId);
    const person = (await this.recipients.of(vaultId)).find((p) => p.userId === userId);
    if (!vault || !person || (await this.store.choiceOf(vaultId, userId)) === 'none') {
      await this.store.skip(rows);
      return false;
    }
    const stories = await this.stories.byIds(rows.map((r) => r.storyId));
    const kept = rows.filter((r) => stories.has(r.storyId));
    await this.store.skip(rows.filter((r) => !stories.has(r.storyId)));
    if (!kept.length) return false;
    const email = storyDigestEmail(
      kept.map((r) => this.sender.storyForEmail(stories.get(r.storyId)!)),
      this.sender.people(vault, person),
    );
    await this.sender.send(kept, vault, person, email);
    return true;
  }
}
