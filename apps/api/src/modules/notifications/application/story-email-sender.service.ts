import { Injectable, Logger } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config';
import { Mailer } from '../../../shared/mail/mailer';
import { Clock } from '../../../shared/time/clock';
import type { Story } from '../../stories/stories.public';
import type { Vault, VaultRecipient } from '../../vault/vault.public';
import { StoryEmail, StoryEmailPeople, StoryForEmail, unsubscribeHeaders } from '../domain/story-emails';
import { ClaimedNotification, NotificationStore } from './ports/notification.store';
import { UnsubscribeLinks } from './unsubscribe-links.service';

/** How long a worker holds the rows it claimed: far longer than sending takes. */
export const CLAIM_MS = 5 * 60_000;

/**
 * What the story email and the digest share: the links, the headers, and sending claimed rows
 * with their Message-ID, so that a crash after the relay took an email resends the same
 * message (one in the reader's inbox) rather than losing it.
 */
@Injectable()
export class StoryEmailSender {
  private readonly logger = new Logger('Notifications');

  constructor(
    private readonly store: NotificationStore,
    private readonly mailer: Mailer,
    private readonly links: UnsubscribeLinks,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  claimUntil(now: Date): Date {
    return new Date(now.getTime() + CLAIM_MS);
  }

  storyForEmail(story: Story): StoryForEmail {
    return {
      questionText: story.questionText,
      fullText: story.fullText,
      responseType: story.responseType,
      url: this.config.link(`/dashboard?vault=${story.vaultId}&story=${story.id}`),
    };
  }

  people(vault: Vault, person: VaultRecipient): StoryEmailPeople {
    return {
      recipientName: person.name,
      language: person.language,
      seniorName: vault.seniorName,
      unsubscribeUrl: this.links.pageUrl({ vaultId: vault.id, userId: person.userId }),
      help: this.config.SUPPORT_EMAIL,
    };
  }

  /**
   * Sends one email for these claimed rows (one story, or a digest's stories) and marks them sent;
   * on failure they are pending again and the error is thrown for the job to try later.
   */
  async send(rows: ClaimedNotification[], vault: Vault, person: VaultRecipient, email: StoryEmail): Promise<void> {
    const oneClick = this.links.oneClickUrl({ vaultId: vault.id, userId: person.userId });
    try {
      await this.mailer.send({
        to: person.email,
        messageId: rows[0].messageId,
        ...email,
        headers: unsubscribeHeaders(oneClick),
      });
    } catch (error) {
      await this.store.release(rows);
      throw error;
    }
    await this.store.markSent(rows, this.clock.now());
    this.logger.log(
      { vaultId: vault.id, userId: person.userId, stories: rows.map((r) => r.storyId), mode: rows[0].mode },
      'New-story email sent',
    );
  }
}
