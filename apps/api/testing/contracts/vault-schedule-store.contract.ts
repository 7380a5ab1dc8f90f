import { ActivityLog } from '../../src/modules/vault/application/ports/activity-log';
import { DeliveryRepository } from '../../src/modules/delivery/application/ports/delivery.repository';
import { QuestionSent, VaultScheduleStore } from '../../src/modules/delivery/application/ports/vault-schedule.store';
import { VaultPorts } from './vault-repository.contract';
import { NewVault } from '../../src/modules/vault/domain/vault';

export interface VaultScheduleFixture {
  store: VaultScheduleStore;
  vaults: VaultPorts;
  activities: ActivityLog;
  /** The deliveries the store marks sent. */
  deliveries: DeliveryRepository;
  ownerId: string;
  questionIds: string[];
}

const t0 = new Date('2026-05-01T10:00:00Z');
const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';
const at = (minutes: number) => new Date(t0.getTime() + minutes * 60_000);
const sent = (
  vaultId: string,
  questionId: string,
  when: Date,
  nextSendAt: Date,
  claimant: string,
  deliveryId: string | null = null,
): QuestionSent => ({
  vaultId,
  questionId,
  at: when,
  nextSendAt,
  claimant,
  deliveryId,
  activity: {
    description: 'Question sent to Rose: "Where did you grow up?"',
    details: { kind: 'question_sent', senior: 'Rose', question: 'Where did you grow up?' },
  },
});

export function vaultScheduleStoreContract(name: string, make: () => Promise<VaultScheduleFixture>) {
  describe(`VaultScheduleStore contract: ${name}`, () => {
    let f: VaultScheduleFixture;
    const newVault = (overrides: Partial<NewVault> = {}): NewVault => ({
      ownerId: f.ownerId,
      seniorName: 'Rose',
      seniorEmail: 'rose@example.com',
      seniorPhone: null,
      deliveryMethod: 'email',
      frequency: 1,
      sendIntroEmail: false,
      isSetupComplete: true,
      setupCompletedAt: t0,
      nextSendAt: at(10),
      sendWeekday: 1,
      timeZone: 'UTC',
      language: 'en',
      ...overrides,
    });
    beforeEach(async () => {
      f = await make();
    });

    it('claims due vaults once until the lease runs out', async () => {
      const due = await f.vaults.create(newVault());
      await f.vaults.create(newVault({ nextSendAt: at(100) }));
      await f.vaults.create(newVault({ isSetupComplete: false }));
      expect(await f.store.claimDue(at(5), 10, at(20), A)).toEqual([]);
      expect(await f.store.listDue(at(10), 10)).toEqual([due.id]);
      expect(await f.store.claimDue(at(10), 10, at(20), A)).toEqual([due.id]);
      expect(await f.store.listDue(at(11), 10)).toEqual([]);
      expect(await f.store.claimDue(at(11), 10, at(20), A)).toEqual([]);
      expect(await f.store.claimDue(at(20), 10, at(30), A)).toEqual([due.id]);
    });

    it('claims vaults claimed before and vaults never claimed alike, by next send time', async () => {
      const old = await f.vaults.create(newVault({ nextSendAt: at(10) }));
      expect(await f.store.claimDue(at(10), 10, at(20), A)).toEqual([old.id]);
      await f.store.release(old.id, null, A);
      const fresh = await f.vaults.create(newVault({ nextSendAt: at(5) }));
      const later = await f.vaults.create(newVault({ nextSendAt: at(15) }));
      expect(await f.store.claimDue(at(30), 2, at(40), B)).toEqual([fresh.id, old.id]);
      expect(await f.store.claimDue(at(30), 2, at(40), B)).toEqual([later.id]);
    });

    it('claims a vault that still needs its introduction', async () => {
      const intro = await f.vaults.create(newVault({ sendIntroEmail: true, nextSendAt: at(1000) }));
      expect(await f.store.claimDue(at(0), 10, at(5), A)).toEqual([intro.id]);
      await f.store.markIntroSent(intro.id, at(0));
      await f.store.release(intro.id, null, A);
      expect(await f.store.claimDue(at(1), 10, at(5), A)).toEqual([]);
    });

    it('takes the question off the queue and moves the schedule, releasing the claim', async () => {
      const vault = await f.vaults.create(newVault());
      await f.vaults.addToQueue(vault.id, [{ questionId: f.questionIds[0], order: 1, isCustom: false }]);
      await f.store.claimDue(at(10), 10, at(20), A);
      expect(await f.store.markQuestionsSent([sent(vault.id, f.questionIds[0], at(11), at(5000), A)])).toEqual([true]);
      expect(await f.vaults.listQueue(vault.id)).toEqual([]);
      expect(await f.vaults.findById(vault.id)).toMatchObject({ lastSentAt: at(11), nextSendAt: at(5000) });
      expect(await f.store.markQuestionsSent([sent(vault.id, f.questionIds[0], at(12), at(6000), A)])).toEqual([false]);
      // The activity is logged once, for the send that took the question off the queue.
      expect(await f.activities.list(vault.id, 10)).toMatchObject([
        {
          type: 'question_sent',
          description: 'Question sent to Rose: "Where did you grow up?"',
          details: { kind: 'question_sent', senior: 'Rose', question: 'Where did you grow up?' },
          createdAt: at(11),
        },
      ]);
      expect(await f.store.claimDue(at(6000), 10, at(6010), A)).toEqual([vault.id]);
    });

    it('marks several vaults sent at once, each by its own holder', async () => {
      const [one, two, three] = [
        await f.vaults.create(newVault()),
        await f.vaults.create(newVault()),
        await f.vaults.create(newVault()),
      ];
      for (const v of [one, two, three])
        await f.vaults.addToQueue(v.id, [{ questionId: f.questionIds[0], order: 1, isCustom: false }]);
      await f.store.claimDue(at(10), 10, at(20), A);
      // `three` is no longer queued (sent already): the answer says so and no activity is logged for it.
      expect(await f.store.markQuestionsSent([sent(three.id, f.questionIds[0], at(11), at(900), A)])).toEqual([true]);
      expect(
        await f.store.markQuestionsSent([
          sent(one.id, f.questionIds[0], at(12), at(1000), A),
          sent(three.id, f.questionIds[0], at(12), at(1000), A),
          sent(two.id, f.questionIds[0], at(12), at(2000), B),
        ]),
      ).toEqual([true, false, true]);
      expect((await f.vaults.findById(one.id))!.nextSendAt).toEqual(at(1000));
      // B never held `two`: its question left the queue (the email went out) but the schedule did not move.
      expect((await f.vaults.findById(two.id))!.nextSendAt).toEqual(at(10));
      expect(await f.vaults.listQueue(two.id)).toEqual([]);
      expect((await f.activities.list(three.id, 10)).map((a) => a.createdAt)).toEqual([at(11)]);
      expect(await f.activities.list(one.id, 10)).toHaveLength(1);
      expect(await f.store.markQuestionsSent([])).toEqual([]);
    });

    it('marks the delivery sent with the schedule, and only the one given', async () => {
      const [one, two] = [await f.vaults.create(newVault()), await f.vaults.create(newVault())];
      for (const v of [one, two])
        await f.vaults.addToQueue(v.id, [{ questionId: f.questionIds[0], order: 1, isCustom: false }]);
      const question = (vaultId: string) =>
        f.deliveries.createOrGet({
          vaultId,
          kind: 'question',
          dedupeKey: `question:${vaultId}`,
          recipient: 'rose@example.com',
          vaultQuestionId: null,
          questionId: f.questionIds[0],
          questionText: 'Where did you grow up?',
          parentId: null,
          tokenHash: null,
          tokenSealed: null,
        });
      const [first, second] = [await question(one.id), await question(two.id)];
      await f.deliveries.markFailed(first.id, '421 busy');
      await f.store.claimDue(at(10), 10, at(20), A);
      // `two` is sent by a worker that no longer holds it: its email went out all the same.
      expect(
        await f.store.markQuestionsSent([
          sent(one.id, f.questionIds[0], at(11), at(1000), A, first.id),
          sent(two.id, f.questionIds[0], at(12), at(1000), B, second.id),
        ]),
      ).toEqual([true, true]);
      expect(await f.deliveries.findById(first.id)).toMatchObject({
        state: 'sent',
        sentAt: at(11),
        attempts: 2,
        lastError: null,
      });
      expect(await f.deliveries.findById(second.id)).toMatchObject({ state: 'sent', sentAt: at(12), attempts: 1 });
      // Recorded again without a delivery (it was sent before): the delivery is left as it was.
      expect(await f.store.markQuestionsSent([sent(one.id, f.questionIds[0], at(13), at(2000), A)])).toEqual([false]);
      expect(await f.deliveries.findById(first.id)).toMatchObject({ sentAt: at(11), attempts: 2 });
      // A delivery that is gone (its vault deleted meanwhile) is no error.
      const gone = '00000000-0000-4000-8000-000000000000';
      expect(await f.store.markQuestionsSent([sent(gone, f.questionIds[0], at(14), at(2000), A, gone)])).toEqual([
        false,
      ]);
    });

    it('backs off: a release with a retry time keeps everyone away until then', async () => {
      const vault = await f.vaults.create(newVault());
      await f.store.claimDue(at(10), 10, at(20), A);
      await f.store.release(vault.id, at(15), A);
      expect(await f.store.claimDue(at(14), 10, at(30), A)).toEqual([]);
      expect(await f.store.claimOne(vault.id, at(14), at(30), B)).toBe(false);
      expect(await f.store.claimOne(vault.id, at(15), at(30), B)).toBe(true);
      expect(await f.store.renew(vault.id, B, at(16), at(40))).toBe(true);
    });

    it('records an out-of-questions notice until questions are added', async () => {
      const vault = await f.vaults.create(newVault());
      await f.store.claimDue(at(10), 10, at(20), A);
      await f.store.markQueueEmpty(vault.id, at(100), at(10), A);
      expect(await f.vaults.findById(vault.id)).toMatchObject({ nextSendAt: at(100), queueEmptyNotifiedAt: at(10) });
      await f.store.markQueueEmpty(vault.id, at(200), null, A);
      expect((await f.vaults.findById(vault.id))!.queueEmptyNotifiedAt).toEqual(at(10));
      await f.vaults.addToQueue(vault.id, [{ questionId: f.questionIds[1], order: 1, isCustom: false }]);
      expect((await f.vaults.findById(vault.id))!.queueEmptyNotifiedAt).toBeNull();
    });

    it('lets only the live holder renew, move or release a claim', async () => {
      const vault = await f.vaults.create(newVault());
      await f.vaults.addToQueue(vault.id, [{ questionId: f.questionIds[0], order: 1, isCustom: false }]);
      await f.store.claimDue(at(10), 10, at(20), A);
      expect(await f.store.renew(vault.id, A, at(15), at(30))).toBe(true);
      expect(await f.store.renew(vault.id, B, at(15), at(30))).toBe(false);
      // A's lease runs out and B takes the vault: A can no longer renew, release or move it.
      expect(await f.store.claimDue(at(30), 10, at(50), B)).toEqual([vault.id]);
      expect(await f.store.renew(vault.id, A, at(31), at(60))).toBe(false);
      await f.store.release(vault.id, null, A);
      expect(await f.store.claimDue(at(31), 10, at(60), A)).toEqual([]);
      await f.store.markQuestionsSent([sent(vault.id, f.questionIds[0], at(32), at(9000), A)]);
      expect((await f.vaults.findById(vault.id))!.nextSendAt).toEqual(at(10));
      expect(await f.store.renew(vault.id, B, at(32), at(70))).toBe(true);
    });

    it('counts the vaults due, held by a worker or not', async () => {
      await f.vaults.create(newVault());
      await f.vaults.create(newVault({ nextSendAt: at(100), sendIntroEmail: true }));
      await f.vaults.create(newVault({ nextSendAt: at(100) }));
      await f.vaults.create(newVault({ isSetupComplete: false, sendIntroEmail: true }));
      expect(await f.store.countDue(at(5))).toBe(1);
      expect(await f.store.countDue(at(10))).toBe(2);
      await f.store.claimDue(at(10), 10, at(20), A);
      expect(await f.store.countDue(at(10))).toBe(2);
      expect(await f.store.countDue(at(100))).toBe(3);
    });

    it('claims one vault for a send-now, due or not, only when it is set up and free', async () => {
      const vault = await f.vaults.create(newVault({ nextSendAt: at(100) }));
      const draft = await f.vaults.create(newVault({ isSetupComplete: false }));
      expect(await f.store.claimOne(draft.id, at(0), at(10), A)).toBe(false);
      expect(await f.store.claimOne('not-a-uuid', at(0), at(10), A)).toBe(false);
      expect(await f.store.claimOne(vault.id, at(0), at(200), A)).toBe(true);
      expect(await f.store.claimOne(vault.id, at(5), at(15), B)).toBe(false);
      expect(await f.store.claimDue(at(100), 10, at(110), B)).toEqual([]);
      expect(await f.store.claimOne(vault.id, at(200), at(220), B)).toBe(true);
    });

    it('gives each of many concurrent claimers different vaults', async () => {
      for (let i = 0; i < 12; i++) await f.vaults.create(newVault({ seniorEmail: `s${i}@example.com` }));
      const claims = await Promise.all([A, B, A].map((who) => f.store.claimDue(at(10), 5, at(20), who)));
      const ids = claims.flat();
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids).toHaveLength(12);
    });

    it('leaves a paused vault out until its pause ends, and a stopped one until it is resumed', async () => {
      const paused = await f.vaults.create(newVault({ nextSendAt: at(10) }));
      const stopped = await f.vaults.create(newVault({ nextSendAt: at(5) }));
      await f.vaults.pauseQuestions(paused.id, { kind: 'pause', until: at(50), by: 'senior' }, at(50));
      await f.vaults.pauseQuestions(stopped.id, { kind: 'stop', until: null, by: 'senior' }, null);
      expect(await f.store.listDue(at(20), 10)).toEqual([]);
      expect(await f.store.countDue(at(20))).toBe(0);
      expect(await f.store.claimDue(at(49), 10, at(60), A)).toEqual([]);
      expect(await f.store.claimOne(stopped.id, at(49), at(60), A)).toBe(true); // an operator's send-now
      await f.store.release(stopped.id, null, A);
      expect(await f.store.listDue(at(50), 10)).toEqual([paused.id]);
      expect(await f.store.listDue(at(1000), 10)).toEqual([paused.id]);
      expect(await f.vaults.resumeQuestions(paused.id, at(60), at(60))).toBe(false); // it ended by itself
      expect(await f.vaults.resumeQuestions(stopped.id, at(60), at(70))).toBe(true);
      expect(await f.vaults.resumeQuestions(stopped.id, at(60), at(70))).toBe(false);
      expect(await f.store.listDue(at(69), 10)).toEqual([paused.id]);
      expect(await f.store.claimDue(at(70), 10, at(80), A)).toEqual([paused.id, stopped.id]);
      const resumed = await f.vaults.findById(stopped.id);
      expect(resumed).toMatchObject({ pausedUntil: null, pauseKind: null, nextSendAt: at(70) });
    });

    it('introduces a paused vault all the same: only questions wait', async () => {
      const vault = await f.vaults.create(newVault({ sendIntroEmail: true, nextSendAt: at(0) }));
      await f.vaults.pauseQuestions(vault.id, { kind: 'stop', until: null, by: 'senior' }, null);
      expect(await f.store.claimDue(at(10), 10, at(20), A)).toEqual([vault.id]);
    });
  });
}
