import { Injectable, Logger } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config';
import { DomainEvent } from '../../../shared/events/domain-event';
import { Mailer } from '../../../shared/mail/mailer';
import { Clock } from '../../../shared/time/clock';
import { StoryLookup } from '../../stories/stories.public';
import { VaultDirectory, VaultRecipients } from '../../vault/vault.public';
import { FamilyNews, ownerFamilyEmail, wantsNews } from '../domain/owner-family-emails';
import { OwnerEmailStore } from './ports/owner-email.store';

type FamilyEvent = DomainEvent<'FamilyMemberJoined'> | DomainEvent<'StoryCommented'> | DomainEvent<'QuestionSuggested'>;

/**
 * Someone joined, commented or suggested a question: the vault's owner gets an email when they
 * chose to (never about what they did themselves). Each event's email is claimed once before it
 * goes, so a handler run again sends nothing twice; a failed send is released for the next try.
 */
@Injectable()
export class EmailOwnerOfFamily {
  static readonly handlerNames = {
    FamilyMemberJoined: 'notifications.owner-email-joined',
    StoryCommented: 'notifications.owner-email-commented',
    QuestionSuggested: 'notifications.owner-email-suggested',
  } as const;
  private readonly logger = new Logger('Notifications');

  constructor(
    private readonly vaults: VaultDirectory,
    private readonly recipients: VaultRecipients,
    private readonly stories: StoryLookup,
    private readonly store: OwnerEmailStore,
    private readonly mailer: Mailer,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  async handle(events: FamilyEvent[]): Promise<void> {
    for (const event of events) await this.one(event);
  }

  private async one(event: FamilyEvent): Promise<void> {
    const { vaultId } = event.payload;
    const vault = (await this.vaults.byIds([vaultId])).get(vaultId);
    if (!vault) return;
    const people = await this.recipients.of(vaultId);
    const owner = people.find((p) => p.userId === vault.ownerId);
    const actorId = event.type === 'FamilyMemberJoined' ? event.payload.userId : event.payload.authorId;
    if (!owner || actorId === owner.userId) return;
    const news = await this.news(event, people.find((p) => p.userId === actorId)?.name ?? '');
    if (!news || !wantsNews(await this.store.choicesOf(vaultId, owner.userId), news)) return;
    if (!(await this.store.claimSend(event.id, vaultId, this.clock.now()))) return;
    const email = ownerFamilyEmail(news, {
      ownerName: owner.name,
      language: owner.language,
      seniorName: vault.seniorName,
      dashboardUrl: this.config.link(`/dashboard?vault=${vaultId}`),
      help: this.config.SUPPORT_EMAIL,
    });
    try {
      await this.mailer.send({ to: owner.email, ...email, headers: { 'Auto-Submitted': 'auto-generated' } });
    } catch (error) {
      await this.store.releaseSend(event.id);
      throw error;
    }
    this.logger.log({ vaultId, kind: news.kind }, 'Owner email about the family sent');
  }

  private async news(event: FamilyEvent, who: string): Promise<FamilyNews | null> {
    switch (event.type) {
      case 'FamilyMemberJoined':
        return { kind: 'joins', who };
      case 'QuestionSuggested':
        return { kind: 'suggestions', who, text: event.payload.text };
      case 'StoryCommented': {
        const { vaultId, storyId, text } = event.payload;
        const story = await this.stories.liveInVault(vaultId, storyId);
        // A story deleted in the meantime: nothing left to read the comment on.
        if (!story) return null;
        return {
          kind: 'comments',
          who,
          text,
          storyName: story.title ?? story.questionText,
          storyUrl: this.config.link(`/dashboard?vault=${vaultId}&story=${storyId}`),
        };
      }
    }
  }
}
