import { Injectable } from '@nestjs/common';
import { NotifyChoice } from '@storyvault/contracts';
import { DomainEvent } from '../../../shared/events/domain-event';
import { JobQueue } from '../../../shared/jobs/job-queue';
import { VaultRecipients } from '../../vault/vault.public';
import { NewNotification, NotificationStore } from './ports/notification.store';

export const STORY_EMAIL_JOB = 'notifications.story-email';

export interface StoryEmailJob {
  storyId: string;
}

/** The job's key: one email job per story, however often the story's event is handled. */
export const storyEmailKey = (storyId: string) => `story-email:${storyId}`;

/**
 * StoryRecorded: each person of the vault who wants to hear of it gets a row (the story's own
 * email, or the weekly digest), and the story's emails are queued for the worker. Both are keyed
 * by the story, so handling an event again adds nothing.
 */
@Injectable()
export class PlanStoryNotifications {
  static readonly handlerName = 'notifications.plan-story-emails';

  constructor(
    private readonly recipients: VaultRecipients,
    private readonly store: NotificationStore,
    private readonly jobs: JobQueue,
  ) {}

  async handle(events: DomainEvent<'StoryRecorded'>[]): Promise<void> {
    const byVault = new Map<string, DomainEvent<'StoryRecorded'>[]>();
    for (const event of events)
      byVault.set(event.payload.vaultId, [...(byVault.get(event.payload.vaultId) ?? []), event]);
    const rows: NewNotification[] = [];
    // The people and their choices of every vault of the batch, each in one read.
    const vaultIds = [...byVault.keys()];
    const [peopleOf, choicesOf] = await Promise.all([
      this.recipients.ofVaults(vaultIds),
      this.store.choicesInVaults(vaultIds),
    ]);
    for (const [vaultId, stories] of byVault) {
      const people = peopleOf.get(vaultId) ?? [];
      const choices = choicesOf.get(vaultId) ?? new Map<string, NotifyChoice>();
      for (const { payload } of stories)
        for (const person of people) {
          const choice = choices.get(person.userId) ?? 'each';
          if (choice === 'none') continue;
          rows.push({
            storyId: payload.storyId,
            userId: person.userId,
            vaultId,
            mode: choice,
            createdAt: new Date(payload.at),
          });
        }
    }
    await this.store.add(rows);
    const toSend = new Set(rows.filter((r) => r.mode === 'each').map((r) => r.storyId));
    for (const storyId of toSend)
      await this.jobs.enqueue<StoryEmailJob>(STORY_EMAIL_JOB, { storyId }, { key: storyEmailKey(storyId) });
  }
}
