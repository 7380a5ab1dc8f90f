import { testConfig } from '@storyvault/api-testing';
import { AppSecrets } from '../../../config/app-secrets';
import { DomainEvent, domainEvent } from '../../../shared/events/domain-event';
import { InMemoryJobQueue } from '../../../../testing/in-memory/jobs/in-memory-job.store';
import { Mailer, OutgoingEmail, SentEmail } from '../../../shared/mail/mailer';
import { ManualClock } from '../../../shared/time/clock';
import { InMemoryStoryRepository } from '../../../../testing/in-memory/stories/in-memory-story.repository';
import { StoryLookup } from '../../stories/application/story-lookup.service';
import { Story } from '../../stories/domain/story';
import { InMemoryVaultRecipientReader } from '../../../../testing/in-memory/vault/in-memory-vault-recipient.reader';
import { InMemoryVaultRepository } from '../../../../testing/in-memory/vault/in-memory-vault.repository';
import { VaultAccess } from '../../vault/application/vault-access.service';
import { VaultDirectory } from '../../vault/application/vault-directory.service';
import { VaultRecipients } from '../../vault/application/vault-recipients.service';
import { VaultNotFoundError } from '../../vault/domain/vault.errors';
import { InMemoryNotificationStore } from '../../../../testing/in-memory/notifications/in-memory-notification.store';
import { InMemoryOwnerEmailStore } from '../../../../testing/in-memory/notifications/in-memory-owner-email.store';
import { NotificationJobs } from '../adapters/schedule/notification-jobs';
import { InvalidUnsubscribeLinkError } from '../domain/notifications.errors';
import { NotificationChoices } from './notification-settings.use-cases';
import { PlanStoryNotifications } from './plan-story-notifications.handler';
import { SendStoryDigests } from './send-story-digests.use-case';
import { SendStoryEmails } from './send-story-emails.use-case';
import { StoryEmailSender } from './story-email-sender.service';
import { Unsubscribe } from './unsubscribe.use-cases';
import { UnsubscribeLinks } from './unsubscribe-links.service';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

class TestMailer extends Mailer {
  readonly sent: Array<OutgoingEmail & { messageId: string }> = [];
  failures = 0;
  async send(email: OutgoingEmail): Promise<SentEmail> {
    if (this.failures > 0) {
      this.failures--;
      throw new Error('421 Try again later');
    }
    this.sent.push({ ...email, messageId: email.messageId! });
    return { messageId: email.messageId! };
  }
  to(address: string) {
    return this.sent.filter((m) => m.to === address);
  }
}

async function kit() {
  const clock = new ManualClock(new Date('2026-06-01T09:00:00Z'));
  const config = testConfig({ PUBLIC_URL: 'https://stories.example.com' });
  const vaults = new InMemoryVaultRepository();
  const reader = new InMemoryVaultRecipientReader();
  const storyRepo = new InMemoryStoryRepository();
  const store = new InMemoryNotificationStore();
  const mailer = new TestMailer();
  const jobs = new InMemoryJobQueue(clock);
  const links = new UnsubscribeLinks(new AppSecrets(config), config);
  const recipients = new VaultRecipients(reader);
  const directory = new VaultDirectory(vaults, vaults);
  const stories = new StoryLookup(storyRepo);
  const sender = new StoryEmailSender(store, mailer, links, config, clock);
  const storyEmails = new SendStoryEmails(store, stories, directory, recipients, sender, clock);
  const digests = new SendStoryDigests(store, stories, directory, recipients, sender, storyEmails, clock);
  const plan = new PlanStoryNotifications(recipients, store, jobs);
  await new NotificationJobs(jobs, storyEmails, digests).onModuleInit();

  const vault = await vaults.create({
    ownerId: 'ann',
    seniorName: 'Rose <Smith>',
    seniorEmail: 'rose@example.com',
    seniorPhone: null,
    deliveryMethod: 'email',
    frequency: 1,
    sendIntroEmail: false,
    isSetupComplete: true,
    setupCompletedAt: null,
    nextSendAt: null,
    sendWeekday: 1,
    timeZone: 'UTC',
    language: 'en' as const,
  });
  const people = {
    ann: { userId: '11111111-1111-4111-8111-111111111111', name: 'Ann Smith', email: 'ann@example.com' },
    emma: { userId: '22222222-2222-4222-8222-222222222222', name: 'Emma', email: 'emma@example.com' },
    carl: { userId: '33333333-3333-4333-8333-333333333333', name: 'Carl', email: 'carl@example.com' },
  };
  // The in-memory vault knows its owner as 'ann'; the access policy reads its members.
  vaults.members.get(vault.id)!.delete('ann');
  vaults.addMember(vault.id, people.ann.userId, 'owner');
  reader.add(vault.id, { ...people.ann, role: 'owner' });
  reader.add(vault.id, { ...people.emma, role: 'viewer' });
  reader.add(vault.id, { ...people.carl, role: 'contributor' });
  vaults.addMember(vault.id, people.emma.userId, 'viewer');
  vaults.addMember(vault.id, people.carl.userId, 'contributor');

  let n = 0;
  /** A story saved as the stories module saves it, and its event. */
  async function story(text: string, type: 'written' | 'voice' = 'written', question = `Question ${n + 1}?`) {
    const at = clock.now();
    const s = Story.rehydrate({
      id: `aaaaaaaa-0000-4000-8000-${String(++n).padStart(12, '0')}`,
      vaultId: vault.id,
      deliveryId: null,
      questionId: null,
      questionText: question,
      title: null,
      period: null,
      responseType: type,
      source: 'link',
      fullText: text,
      rawText: text,
      tags: [],
      mediaKey: type === 'voice' ? 'media/x.wav' : null,
      attachments: [],
      inboundMessageId: null,
      sendId: null,
      createdAt: at,
      transcriptStatus: 'none',
      transcript: null,
      leftOutFiles: [],
    });
    await storyRepo.save(s);
    const event = domainEvent(
      'StoryRecorded',
      {
        vaultId: vault.id,
        storyId: s.id,
        deliveryId: null,
        vaultQuestionId: null,
        questionText: question,
        responseType: type,
        at: at.toISOString(),
      },
      at,
    );
    return { story: s, event: event as DomainEvent<'StoryRecorded'> };
  }
  const choices = new NotificationChoices(new VaultAccess(vaults), store, new InMemoryOwnerEmailStore(), clock);
  const unsubscribe = new Unsubscribe(links, directory, store, clock);
  return {
    clock,
    config,
    vault,
    people,
    store,
    mailer,
    jobs,
    plan,
    story,
    choices,
    unsubscribe,
    reader,
    storyEmails,
    digests,
    links,
  };
}

describe('new-story emails', () => {
  it('sends each story to whoever chose every story, once, with its opening lines, a link and a one-click unsubscribe', async () => {
    const k = await kit();
    await k.choices.set({ id: k.people.emma.userId }, k.vault.id, 'weekly');
    await k.choices.set({ id: k.people.carl.userId }, k.vault.id, 'none');
    const long = `${'We lived above the bakery on Elm Street. '.repeat(12)}THE END`;
    const { story, event } = await k.story(long, 'written', 'Where did you live when you were <b>seven</b>?');
    await k.plan.handle([event]);
    await k.plan.handle([event]); // delivered again by the relay
    await k.jobs.runDue();
    await k.jobs.runDue();

    expect(k.mailer.sent.map((m) => m.to)).toEqual(['ann@example.com']);
    const [email] = k.mailer.sent;
    expect(email.subject).toBe('Rose <Smith> shared a new story: Where did you live when you were <b>seven</b>?');
    expect(email.text).toContain('We lived above the bakery on Elm Street.');
    expect(email.text).not.toContain('THE END');
    expect(email.text).toContain(`https://stories.example.com/dashboard?vault=${k.vault.id}&story=${story.id}`);
    expect(email.text).toMatch(/Read the story:/);
    expect(email.text).toMatch(/chose to hear of every new story/);
    expect(email.text).toMatch(/Stop these emails:\nhttps:\/\/stories\.example\.com\/unsubscribe\?token=[\w-]{64}\n/);
    expect(email.html).toContain('&lt;b&gt;seven&lt;/b&gt;');
    expect(email.html).toContain('Rose &lt;Smith&gt;');
    expect(email.html).not.toContain('<b>seven');
    expect(email.headers).toEqual({
      'List-Unsubscribe': expect.stringMatching(
        /^<https:\/\/stories\.example\.com\/api\/notifications\/unsubscribe\?token=[\w-]{64}>$/,
      ),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      'Auto-Submitted': 'auto-generated',
    });
    expect(email.messageId).toMatch(/^<notify-.+>$/);
    // Nothing left to send, however often the job runs again.
    expect(await k.storyEmails.execute(story.id)).toEqual({ sent: 0, skipped: 0, failed: 0 });
  });

  it('says a voice story without text is one to listen to', async () => {
    const k = await kit();
    const { event } = await k.story('', 'voice');
    await k.plan.handle([event]);
    await k.jobs.runDue();
    expect(k.mailer.to('emma@example.com')[0].text).toContain(
      'Rose <Smith> answered by voice: a recording is waiting for you to listen to.',
    );
  });

  it('skips for good someone who left the vault or chose no emails before the job ran', async () => {
    const k = await kit();
    const { event } = await k.story('A story.');
    await k.plan.handle([event]);
    k.reader.remove(k.vault.id, k.people.emma.userId);
    await k.choices.set({ id: k.people.carl.userId }, k.vault.id, 'none');
    await k.jobs.runDue();
    expect(k.mailer.sent.map((m) => m.to)).toEqual(['ann@example.com']);
    expect([...k.store.rows.values()].map((r) => r.state).sort()).toEqual(['sent', 'skipped', 'skipped']);
  });

  it('tries a refused email again later with the same Message-ID', async () => {
    const k = await kit();
    const { event } = await k.story('A story.');
    await k.plan.handle([event]);
    k.mailer.failures = 1;
    await k.jobs.runDue();
    expect(k.mailer.sent.map((m) => m.to).sort()).toEqual(['carl@example.com', 'emma@example.com']);
    const failed = [...k.store.rows.values()].find((r) => r.userId === k.people.ann.userId)!;
    expect(failed.state).toBe('pending');
    k.clock.advance(MINUTE);
    await k.jobs.runDue();
    expect(k.mailer.to('ann@example.com').map((m) => m.messageId)).toEqual([failed.messageId]);
  });

  it('sends a weekly digest of every story once the oldest is a week old, then waits for the next week', async () => {
    const k = await kit();
    await k.choices.set({ id: k.people.emma.userId }, k.vault.id, 'weekly');
    for (const text of ['First story.', 'Second story.', 'Third story.']) {
      await k.plan.handle([(await k.story(text)).event]);
      k.clock.advance(DAY);
    }
    await k.jobs.runDue();
    expect(k.mailer.to('ann@example.com')).toHaveLength(3);
    expect(k.mailer.to('emma@example.com')).toHaveLength(0);
    k.clock.advance(4 * DAY - MINUTE); // six days and a bit after the first story
    await k.jobs.runDue();
    expect(k.mailer.to('emma@example.com')).toHaveLength(0);
    k.clock.advance(15 * MINUTE);
    await k.jobs.runDue();
    const [digest] = k.mailer.to('emma@example.com');
    expect(digest.subject).toBe('3 new stories from Rose <Smith> this week');
    expect(digest.text).toMatch(/First story\.[\s\S]*Second story\.[\s\S]*Third story\./);
    expect(digest.text.match(/Read the story:/g)).toHaveLength(3);
    expect(digest.text).toMatch(/chose a weekly email of new stories/);
    expect(digest.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    // A story the day after waits for its own week.
    k.clock.advance(DAY);
    await k.plan.handle([(await k.story('Fourth story.')).event]);
    for (let day = 0; day < 6; day++) {
      k.clock.advance(DAY);
      await k.jobs.runDue();
    }
    expect(k.mailer.to('emma@example.com')).toHaveLength(1);
    k.clock.advance(DAY);
    await k.jobs.runDue();
    expect(k.mailer.to('emma@example.com').map((m) => m.subject)).toEqual([
      '3 new stories from Rose <Smith> this week',
      'A new story from Rose <Smith> this week',
    ]);
  });

  it('sends a story email its job left behind in the next round', async () => {
    const k = await kit();
    const { story, event } = await k.story('A story.');
    await k.plan.handle([event]);
    // The worker took the rows and died before sending.
    await k.store.claimStory(story.id, k.clock.now(), new Date(k.clock.now().getTime() + 5 * MINUTE));
    await k.jobs.runDue();
    expect(k.mailer.sent).toEqual([]);
    k.clock.advance(15 * MINUTE);
    await k.jobs.runDue();
    expect(k.mailer.sent.map((m) => m.to).sort()).toEqual(['ann@example.com', 'carl@example.com', 'emma@example.com']);
  });

  it('stops one person’s emails from one vault by the link, signed out, and refuses a forged link', async () => {
    const k = await kit();
    const { event } = await k.story('A story.');
    await k.plan.handle([event]);
    await k.jobs.runDue();
    const link = k.mailer.to('emma@example.com')[0].headers!['List-Unsubscribe'].slice(1, -1);
    const token = new URL(link).searchParams.get('token')!;
    expect(await k.unsubscribe.open(token)).toEqual({ seniorName: 'Rose <Smith>', notify: 'each' });
    expect(await k.unsubscribe.confirm(token)).toEqual({ seniorName: 'Rose <Smith>', notify: 'none' });
    expect(await k.unsubscribe.confirm(token)).toEqual({ seniorName: 'Rose <Smith>', notify: 'none' });
    expect(await k.choices.get({ id: k.people.emma.userId }, k.vault.id)).toEqual({ notify: 'none' });
    expect(await k.choices.get({ id: k.people.carl.userId }, k.vault.id)).toEqual({ notify: 'each' });

    const bytes = Buffer.from(token, 'base64url');
    bytes[20] ^= 1; // someone else's id, the same signature
    for (const forged of [bytes.toString('base64url'), token.slice(0, -2) + 'AA', '', undefined, 'x'.repeat(64)])
      await expect(k.unsubscribe.confirm(forged)).rejects.toBeInstanceOf(InvalidUnsubscribeLinkError);
    expect(await k.choices.get({ id: k.people.carl.userId }, k.vault.id)).toEqual({ notify: 'each' });
  });

  it('lets the owner and each member choose for themselves, and no one else', async () => {
    const k = await kit();
    expect(await k.choices.set({ id: k.people.emma.userId }, k.vault.id, 'weekly')).toEqual({ notify: 'weekly' });
    expect(await k.choices.get({ id: k.people.emma.userId }, k.vault.id)).toEqual({ notify: 'weekly' });
    expect(await k.choices.get({ id: k.people.ann.userId }, k.vault.id)).toEqual({
      notify: 'each',
      ownerEmails: { joins: true, comments: false, suggestions: true },
    });
    await expect(k.choices.set({ id: 'stranger' }, k.vault.id, 'none')).rejects.toBeInstanceOf(VaultNotFoundError);
  });
});
