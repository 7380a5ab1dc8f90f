import { SendFollowUps } from './send-follow-ups.service';
import { libraryText, QuestionPhotos } from '../../question/question.public';
import { deliveryKit, testConfig } from '@storyvault/api-testing';
import { AppSecrets } from '../../../config/app-secrets';
import { Mailer, OutgoingEmail, SentEmail } from '../../../shared/mail/mailer';
import { DeliveryMessages } from './delivery-messages.service';
import { DeliverySender } from './delivery-sender.service';
import { DispatchDeliveries } from './dispatch-deliveries.use-case';
import { ListDeliveries } from './list-deliveries.use-case';

const DAY = 24 * 60 * 60 * 1000;

type Kit = Awaited<ReturnType<typeof deliveryKit>>;

/** A relay that takes its time: `during` runs while each email is on its way. */
class SlowRelay extends Mailer {
  constructor(
    private readonly inner: Mailer,
    private readonly during: () => Promise<void>,
  ) {
    super();
  }
  async send(email: OutgoingEmail): Promise<SentEmail> {
    await this.during();
    return this.inner.send(email);
  }
}

/** A second worker on the kit's stores: another mailer, or another SESSION_SECRET. */
function anotherWorker(kit: Kit, options: { mailer?: Mailer; sessionSecret?: string } = {}) {
  const config = options.sessionSecret
    ? testConfig({
        PUBLIC_URL: kit.config.PUBLIC_URL,
        INBOUND_ADDRESS: kit.config.INBOUND_ADDRESS,
        SESSION_SECRET: options.sessionSecret,
      })
    : kit.config;
  const messages = new DeliveryMessages(
    config,
    new AppSecrets(config),
    new QuestionPhotos(kit.questionPhotos, kit.media),
  );
  const sender = new DeliverySender(kit.deliveries, options.mailer ?? kit.mailer, kit.clock);
  return {
    dispatch: new DispatchDeliveries(
      kit.schedule,
      kit.deliveries,
      sender,
      messages,
      kit.manageUsers,
      config,
      kit.clock,
      kit.familyComments,
      new SendFollowUps(kit.schedule, kit.deliveries, sender, messages, kit.manageUsers, config, kit.clock),
    ),
    list: new ListDeliveries(kit.deliveries, messages),
  };
}

/** What was sent but the owners' first-question notes (tested on their own). */
const sentBut = (kit: Kit) => kit.sent.filter((m) => !m.subject.startsWith('The first question was sent to'));

/** Rose's vault and Vera's (another owner's), each with its question sent and its follow-up due now. */
async function twoFollowUpsDue(kit: Kit): Promise<void> {
  await kit.setUpVault({ sendIntroEmail: false });
  const bo = await kit.users.create({
    name: 'Bo Brown',
    email: 'bo@example.com',
    passwordHash: 'x',
    hasFullAccess: false,
  });
  await kit.saveVault.create(
    { id: bo.id, name: bo.name, hasFullAccess: bo.hasFullAccess },
    {
      seniorName: 'Vera Brown',
      seniorEmail: 'vera@example.com',
      deliveryMethod: 'email',
      frequency: 2,
      sendIntroEmail: false,
      isSetupComplete: true,
    },
  );
  kit.clock.advance(3 * DAY);
  await kit.dispatch.execute();
  expect(sentBut(kit)).toHaveLength(2);
  kit.clock.advance(4 * DAY);
}

const followUpsTo = (kit: Kit) =>
  sentBut(kit)
    .filter((m) => m.subject.startsWith('Re:'))
    .map((m) => m.to)
    .sort();

describe('DispatchDeliveries (fake clock, in-memory adapters)', () => {
  it('sends the intro at setup, the first question 3 days later, one follow-up 4 days after that, and never a second', async () => {
    const kit = await deliveryKit();
    await kit.setUpVault();
    await kit.dispatch.execute();
    expect(sentBut(kit).map((m) => m.subject)).toEqual(['Ann Smith would love to hear your stories']);

    kit.clock.advance(3 * DAY - 60_000);
    await kit.dispatch.execute();
    expect(sentBut(kit)).toHaveLength(1);
    kit.clock.advance(60_000);
    await kit.dispatch.execute();
    expect(sentBut(kit)).toHaveLength(2);
    const question = sentBut(kit)[1];
    const notes = kit.sent.filter((m) => m.to === kit.owner.email);
    expect(notes.map((m) => m.subject)).toEqual(['The first question was sent to Rose Smith']);
    expect(question.to).toBe('rose@example.com');
    expect(question.subject).toMatch(/^A question from Ann: /);
    expect(question.replyTo).toMatch(/^stories\+[a-z2-7]{32}@example\.com$/);

    kit.clock.advance(4 * DAY);
    await kit.dispatch.execute();
    expect(sentBut(kit)).toHaveLength(3);
    const followUp = sentBut(kit)[2];
    expect(followUp.subject).toBe(`Re: ${question.subject}`);
    expect(followUp.replyTo).toBe(question.replyTo);
    expect(followUp.headers?.['In-Reply-To']).toBe(question.messageId);
    expect(followUp.text).toContain(question.text.match(/https:\/\/\S+\/respond\/write\?token=\S+/)![0]);

    kit.clock.advance(2 * DAY);
    await kit.dispatch.execute();
    expect(sentBut(kit)).toHaveLength(3);
    // The senior's emails come from Ann by name; the note to Ann comes from StoryVault.
    expect(sentBut(kit).map((m) => m.fromName)).toEqual(Array(3).fill('Ann Smith via StoryVault'));
    expect(notes[0].fromName).toBeUndefined();
  });

  it('follows up at 9:00 in the senior morning, four calendar days after a question sent in the afternoon', async () => {
    const kit = await deliveryKit();
    const vault = await kit.setUpVault({ sendIntroEmail: false, timeZone: 'America/New_York' });
    const at = (iso: string) => kit.clock.advance(new Date(iso).getTime() - kit.clock.now().getTime());
    at('2026-05-01T20:00:00Z'); // Friday 16:00 in New York
    expect(await kit.sendNow.execute(vault.id)).toEqual({ sent: 1, skipped: 0, failed: 0 });
    // Three days later it is looked at, and handed back until its morning: Tuesday 9:00 EDT.
    at('2026-05-04T20:00:00Z');
    await kit.dispatch.execute();
    at('2026-05-05T12:59:00Z');
    await kit.dispatch.execute();
    expect(followUpsTo(kit)).toEqual([]);
    at('2026-05-05T13:00:00Z');
    expect(await kit.dispatch.execute()).toEqual({ sent: 1, skipped: 0, failed: 0 });
    expect(followUpsTo(kit)).toEqual(['rose@example.com']);
    at('2026-05-09T13:00:00Z');
    await kit.dispatch.execute();
    expect(followUpsTo(kit)).toEqual(['rose@example.com']);
  });

  it('sends no follow-up for an answered question', async () => {
    const kit = await deliveryKit();
    await kit.setUpVault({ sendIntroEmail: false });
    kit.clock.advance(3 * DAY);
    await kit.dispatch.execute();
    const token = sentBut(kit)[0].replyTo!.split('+')[1].split('@')[0];
    const delivery = await kit.tokens.resolve(token);
    await kit.deliveries.markAnsweredMany([delivery!.id], kit.clock.now());
    kit.clock.advance(5 * DAY);
    await kit.dispatch.execute();
    expect(sentBut(kit)).toHaveLength(1);
  });

  it('sends weekly during the trial, whatever frequency was chosen', async () => {
    const kit = await deliveryKit();
    await kit.setUpVault({ frequency: 4, sendIntroEmail: false });
    const sentAt: number[] = [];
    for (let day = 0; day <= 30; day++) {
      const before = sentBut(kit).filter((m) => !m.subject.startsWith('Re:')).length;
      await kit.dispatch.execute();
      if (sentBut(kit).filter((m) => !m.subject.startsWith('Re:')).length > before) sentAt.push(day);
      kit.clock.advance(DAY);
    }
    expect(sentAt).toEqual([3, 10, 17, 24]);
  });

  it('tells the owner once when the questions run out, and resumes when questions are added', async () => {
    const kit = await deliveryKit();
    const vault = await kit.setUpVault({ sendIntroEmail: false });
    for (const q of await kit.queue.list(kit.owner, vault.id))
      await kit.queue.remove(kit.owner, vault.id, q.questionId);
    kit.clock.advance(3 * DAY);
    await kit.dispatch.execute();
    expect(sentBut(kit).map((m) => [m.to, m.subject])).toEqual([
      ['ann@example.com', "Rose Smith's questions have run out"],
    ]);
    for (let week = 0; week < 3; week++) {
      kit.clock.advance(7 * DAY);
      await kit.dispatch.execute();
    }
    expect(sentBut(kit)).toHaveLength(1);
    const mine = await kit.createCustom.execute({ text: 'What was your first car?', ownerId: kit.owner.id });
    await kit.queue.add(kit.owner, vault.id, { questionId: mine.id, order: 1 });
    kit.clock.advance(7 * DAY);
    await kit.dispatch.execute();
    expect(sentBut(kit).at(-1)!.text).toContain('What was your first car?');
  });

  it('retries a refused send with backoff and sends it once it goes through', async () => {
    const kit = await deliveryKit();
    await kit.setUpVault({ sendIntroEmail: false });
    kit.clock.advance(3 * DAY);
    kit.mailer.failures = 2;
    expect(await kit.dispatch.execute()).toEqual({ sent: 0, skipped: 0, failed: 1 });
    expect(await kit.dispatch.execute()).toEqual({ sent: 0, skipped: 0, failed: 0 }); // backing off
    kit.clock.advance(60_000);
    expect(await kit.dispatch.execute()).toEqual({ sent: 0, skipped: 0, failed: 1 });
    kit.clock.advance(2 * 60_000);
    expect(await kit.dispatch.execute()).toEqual({ sent: 1, skipped: 0, failed: 0 });
    const history = await kit.list.execute((await kit.vaults.listByOwner(kit.owner.id))[0].id);
    expect(history.find((d) => d.kind === 'question')).toMatchObject({ state: 'sent', attempts: 3 });
    expect(sentBut(kit)).toHaveLength(1);
  });

  it('sends now on demand, then continues the schedule from then', async () => {
    const kit = await deliveryKit();
    const vault = await kit.setUpVault({ frequency: 1, sendIntroEmail: false });
    kit.clock.advance(DAY);
    expect(await kit.sendNow.execute(vault.id)).toEqual({ sent: 1, skipped: 0, failed: 0 });
    const after = await kit.vaults.findById(vault.id);
    // The next on the senior's weekday (that of the first question, day 3) about a week later: day 10.
    expect(after!.nextSendAt!.getTime() - kit.clock.now().getTime()).toBe(9 * DAY);
    kit.clock.advance(2 * DAY);
    await kit.dispatch.execute();
    expect(sentBut(kit)).toHaveLength(1);
  });

  it('resends the latest question with the same answer links', async () => {
    const kit = await deliveryKit();
    const vault = await kit.setUpVault({ sendIntroEmail: false });
    kit.clock.advance(3 * DAY);
    await kit.dispatch.execute();
    await kit.resend.execute(vault.id);
    const [first, again] = sentBut(kit);
    expect(again.replyTo).toBe(first.replyTo);
    expect(again.subject).toBe(first.subject);
    expect(again.messageId).not.toBe(first.messageId);
    const history = await kit.list.execute(vault.id);
    expect(history.map((d) => d.kind)).toEqual(['resend', 'first_question_note', 'question']);
    expect(history[2].token).toMatch(/^[a-z2-7]{6}…$/);
  });

  it('never sends for a vault whose claim ran out mid-batch and went to another worker', async () => {
    const kit = await deliveryKit();
    await kit.setUpVault({ sendIntroEmail: false });
    kit.clock.advance(3 * DAY);
    const leaseMs = kit.config.DELIVERY_LEASE_SECONDS * 1000;
    const [mine] = await kit.schedule.claimDue(kit.clock.now(), 10, leaseMs);
    kit.clock.advance(leaseMs + 1); // earlier vaults of the batch took longer than the lease
    const [theirs] = await kit.schedule.claimDue(kit.clock.now(), 10, leaseMs);
    expect(theirs.vault.id).toBe(mine.vault.id);

    const summary = { sent: 0, skipped: 0, failed: 0 };
    await kit.dispatch.dispatchVault(mine, summary);
    expect(summary).toEqual({ sent: 0, skipped: 1, failed: 0 });
    await kit.dispatch.dispatchVault(theirs, summary);
    expect(sentBut(kit)).toHaveLength(1);
  });

  it('never sends a follow-up another worker took over while an earlier one was slow to send', async () => {
    const kit = await deliveryKit();
    await twoFollowUpsDue(kit);
    const leaseMs = kit.config.DELIVERY_LEASE_SECONDS * 1000;
    const claimNow = () =>
      kit.deliveries.claimFollowUpsDue(
        kit.clock.now(),
        new Date(kit.clock.now().getTime() - kit.config.FOLLOW_UP_DAYS * DAY),
        10,
        new Date(kit.clock.now().getTime() + leaseMs),
      );
    let takenOver: string[] | null = null;
    const relay = new SlowRelay(kit.mailer, async () => {
      kit.clock.advance(leaseMs + 1000); // this one email outlasts the whole lease
      takenOver ??= (await claimNow()).map((d) => d.recipient);
    });

    expect(await anotherWorker(kit, { mailer: relay }).dispatch.execute()).toEqual({ sent: 1, skipped: 1, failed: 0 });
    expect(takenOver).toContain('vera@example.com');
    expect(followUpsTo(kit)).toHaveLength(1);

    // The worker that took it over sends it, once.
    kit.clock.advance(leaseMs + 1);
    await kit.dispatch.execute();
    expect(followUpsTo(kit)).toEqual(['rose@example.com', 'vera@example.com']);
  });

  it('renews the follow-up claim before each send, so nobody can take it over while it is sent', async () => {
    const kit = await deliveryKit();
    await twoFollowUpsDue(kit);
    const leaseMs = kit.config.DELIVERY_LEASE_SECONDS * 1000;
    const claimable: string[] = [];
    const relay = new SlowRelay(kit.mailer, async () => {
      kit.clock.advance(leaseMs * 0.75); // slow, but each email within the lease
      const due = await kit.deliveries.listFollowUpsDue(
        kit.clock.now(),
        new Date(kit.clock.now().getTime() - kit.config.FOLLOW_UP_DAYS * DAY),
        10,
      );
      claimable.push(...due.map((d) => d.recipient));
    });

    expect(await anotherWorker(kit, { mailer: relay }).dispatch.execute()).toEqual({ sent: 2, skipped: 0, failed: 0 });
    expect(claimable).toEqual([]);
    expect(followUpsTo(kit)).toEqual(['rose@example.com', 'vera@example.com']);
  });

  it('shows a token sealed under an earlier SESSION_SECRET as unavailable in the history', async () => {
    const kit = await deliveryKit();
    const vault = await kit.setUpVault({ sendIntroEmail: false });
    kit.clock.advance(3 * DAY);
    await kit.dispatch.execute();
    const rotated = anotherWorker(kit, { sessionSecret: 'a-new-session-secret-that-is-long-enough-5678' });
    expect(await rotated.list.execute(vault.id)).toMatchObject([
      { kind: 'first_question_note', token: null },
      { kind: 'question', state: 'sent', token: '—' },
    ]);
    expect((await kit.list.execute(vault.id))[1].token).toMatch(/^[a-z2-7]{6}…$/);
  });

  it('skips a follow-up whose question was sealed under an earlier SESSION_SECRET, says why, and never retries it', async () => {
    const kit = await deliveryKit();
    const vault = await kit.setUpVault({ sendIntroEmail: false });
    kit.clock.advance(3 * DAY);
    await kit.dispatch.execute();
    kit.clock.advance(4 * DAY);
    const rotated = anotherWorker(kit, { sessionSecret: 'a-new-session-secret-that-is-long-enough-5678' });

    expect(await rotated.dispatch.execute()).toEqual({ sent: 0, skipped: 1, failed: 0 });
    const [followUp] = await rotated.list.execute(vault.id);
    expect(followUp).toMatchObject({ kind: 'follow_up', state: 'failed', attempts: 1, sentAt: null });
    expect(followUp.lastError).toBe(
      "This question's answer links cannot be recovered: SESSION_SECRET has changed since it was sent. No follow-up is sent.",
    );
    for (let round = 0; round < 4; round++) {
      kit.clock.advance(6 * 60 * 60 * 1000); // well past every retry delay
      expect(await rotated.dispatch.execute()).toEqual({ sent: 0, skipped: 0, failed: 0 });
    }
    expect((await rotated.list.execute(vault.id))[0]).toMatchObject({ kind: 'follow_up', attempts: 1 });
    expect(sentBut(kit)).toHaveLength(1);
  });

  it("asks each vault of a batch in its own language, reading the batch's questions in one statement", async () => {
    const kit = await deliveryKit();
    const seniors = [
      { name: 'Oma Schmidt', email: 'oma@example.com', language: 'de' },
      { name: 'Abuela Ruiz', email: 'abuela@example.com', language: 'es' },
      { name: 'Mamie Roux', email: 'mamie@example.com', language: 'fr' },
    ];
    for (const [i, senior] of seniors.entries()) {
      const owner = await kit.users.create({
        name: `Owner ${i}`,
        email: `owner${i}@example.com`,
        passwordHash: 'x',
        hasFullAccess: false,
      });
      await kit.saveVault.create(
        { id: owner.id, name: owner.name, hasFullAccess: owner.hasFullAccess },
        {
          seniorName: senior.name,
          seniorEmail: senior.email,
          deliveryMethod: 'email',
          frequency: 1,
          sendIntroEmail: false,
          isSetupComplete: true,
          language: senior.language,
        },
      );
    }
    const reads = jest.spyOn(kit.questions, 'findByIds');
    kit.clock.advance(3 * DAY);
    await kit.dispatch.execute();
    expect(reads).toHaveBeenCalledTimes(1);

    const first = (await kit.catalog.starterSet())[0].key!;
    const asked = (email: string) => sentBut(kit).find((m) => m.to === email)!.text;
    expect(asked('oma@example.com')).toContain(libraryText(first, 'de')!);
    expect(asked('abuela@example.com')).toContain(libraryText(first, 'es')!);
    expect(asked('mamie@example.com')).toContain(libraryText(first, 'fr')!);
    expect(asked('oma@example.com')).not.toContain(libraryText(first, 'en')!);

    // The reminder repeats the question as it was sent.
    kit.clock.advance(4 * DAY);
    await kit.dispatch.execute();
    const reminder = sentBut(kit).filter((m) => m.to === 'oma@example.com' && m.subject.startsWith('Re:'));
    expect(reminder).toHaveLength(1);
    expect(reminder[0].text).toContain(libraryText(first, 'de')!);
  });
});
