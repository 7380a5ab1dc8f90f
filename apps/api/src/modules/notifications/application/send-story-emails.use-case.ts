import { Injectable } from '@nestjs/common';
import { Clock } from '../../../shared/time/clock';
import { StoryLookup } from '../../stories/stories.public';
import { VaultDirectory, VaultRecipients } from '../../vault/vault.public';
import { newStoryEmail } from '../domain/story-emails';
import { NotificationStore } from './ports/notification.store';
import { StoryEmailSender } from './story-email-sender.service';

export interface SendSummary {
  sent: number;
  skipped: number;
  failed: number;
}

/**
 * A story's own emails, to each person who chose every story: the rows are claimed first, so two
 * workers running this for one story at once never send one email twice. Someone who left the
 * vault, or chose no emails since, is skipped for good. A failed send is pending again and the
 * whole is thrown, for the job to try again later.
 */
@Injectable()
export class SendStoryEmails {
  constructor(
    private readonly store: NotificationStore,
    private readonly stories: StoryLookup,
    private readonly vaults: VaultDirectory,
    private readonly recipients: VaultRecipients,
    private readonly sender: StoryEmailSender,
    private readonly clock: Clock,
  ) {}

  async execute(storyId: string, signal?: AbortSignal): Promise<SendSummary> {
    const now = this.clock.now();
    const rows = await this.store.claimStory(storyId, now, this.sender.claimUntil(now));
    const summary: SendSummary = { sent: 0, skipped: 0, failed: 0 };
    if (!rows.length) return summary;
    const story = (await this.stories.byIds([storyId])).get(storyId);
    const vault = await this.vaults.byId(rows[0].vaultId);
    if (!story || !vault) {
      await this.store.skip(rows);
      return { ...summary, skipped: rows.length };
    }
    const people = new Map((await this.recipients.of(vault.id)).map((p) => [p.userId, p]));
    const choices = await this.store.choicesIn(vault.id);
    const errors: unknown[] = [];
    for (const [index, row] of rows.entries()) {
      if (signal?.aborted) {
        // This worker lost the job: what it has not sent goes back for the one that took it over.
        await this.store.release(rows.slice(index));
        break;
      }
      const person = people.get(row.userId);
      if (!person || choices.get(row.userId) === 'none') {
        await this.store.skip([row]);
        summary.skipped++;
        continue;
      }
      try {
        await this.sender.send(
          [row],
          vault,
          person,
          newStoryEmail(this.sender.storyForEmail(story), this.sender.people(vault, person)),
        );
        summary.sent++;
      } catch (error) {
        errors.push(error);
        summary.failed++;
      }
    }
    if (errors.length) throw new StoryEmailsFailedError(storyId, errors, summary);
    return summary;
  }
}

export class StoryEmailsFailedError extends Error {
  constructor(
    storyId: string,
    errors: unknown[],
    readonly summary: SendSummary,
  ) {
    super(
      `${errors.length} new-story email(s) of story ${storyId} could not be sent: ${errors
        .map((e) => (e instanceof Error ? e.message : String(e)))
        .join('; ')}`,
    );
  }
}
