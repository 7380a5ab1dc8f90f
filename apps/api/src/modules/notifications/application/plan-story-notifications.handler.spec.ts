import { domainEvent } from '../../../shared/events/domain-event';
import { ManualClock } from '../../../shared/time/clock';
import { InMemoryJobQueue } from '../../../../testing/in-memory/jobs/in-memory-job.store';
import { InMemoryNotificationStore } from '../../../../testing/in-memory/notifications/in-memory-notification.store';
import { InMemoryVaultRecipientReader } from '../../../../testing/in-memory/vault/in-memory-vault-recipient.reader';
import { VaultRecipients } from '../../vault/application/vault-recipients.service';
import { PlanStoryNotifications } from './plan-story-notifications.handler';

const story = (vaultId: string, storyId: string) =>
  domainEvent(
    'StoryRecorded',
    {
      vaultId,
      storyId,
      deliveryId: null,
      vaultQuestionId: null,
      questionText: 'What was your first job?',
      responseType: 'written',
      at: '2026-06-01T09:00:00.000Z',
    },
    new Date('2026-06-01T09:00:00Z'),
  );

describe('PlanStoryNotifications', () => {
  it('reads the people and their choices of all the batch’s vaults once each, not once a vault', async () => {
    const clock = new ManualClock(new Date('2026-06-01T09:00:00Z'));
    const reader = new InMemoryVaultRecipientReader();
    const store = new InMemoryNotificationStore();
    const jobs = new InMemoryJobQueue(clock);
    const vaults = ['v1', 'v2', 'v3', 'v4'];
    for (const vaultId of vaults) {
      reader.add(vaultId, {
        userId: `owner-${vaultId}`,
        name: 'Ann',
        email: `ann-${vaultId}@example.com`,
        role: 'owner',
      });
      reader.add(vaultId, {
        userId: `emma-${vaultId}`,
        name: 'Emma',
        email: `emma-${vaultId}@example.com`,
        role: 'viewer',
      });
    }
    await store.setChoice('v2', 'emma-v2', 'none');
    await store.setChoice('v3', 'owner-v3', 'weekly');
    const reads = {
      peopleOfOne: jest.spyOn(reader, 'of'),
      peopleOfMany: jest.spyOn(reader, 'ofVaults'),
      choicesOfOne: jest.spyOn(store, 'choicesIn'),
      choicesOfMany: jest.spyOn(store, 'choicesInVaults'),
    };
    const plan = new PlanStoryNotifications(new VaultRecipients(reader), store, jobs);

    await plan.handle([...vaults.map((v) => story(v, `story-${v}`)), story('v1', 'story-v1-b')]);

    expect(reads.peopleOfMany).toHaveBeenCalledTimes(1);
    expect(reads.choicesOfMany).toHaveBeenCalledTimes(1);
    expect(reads.peopleOfOne).not.toHaveBeenCalled();
    expect(reads.choicesOfOne).not.toHaveBeenCalled();
    // Each person's choice still holds: 'none' gets no row, 'weekly' a digest row.
    const rows = [...store.rows.values()].map((r) => `${r.storyId} ${r.userId} ${r.mode}`).sort();
    expect(rows).toEqual(
      [
        'story-v1 owner-v1 each',
        'story-v1 emma-v1 each',
        'story-v1-b owner-v1 each',
        'story-v1-b emma-v1 each',
        'story-v2 owner-v2 each',
        'story-v3 owner-v3 weekly',
        'story-v3 emma-v3 each',
        'story-v4 owner-v4 each',
        'story-v4 emma-v4 each',
      ].sort(),
    );
  });
});
