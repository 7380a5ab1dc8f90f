import { ActivityLog } from '../../src/modules/vault/application/ports/activity-log';
import { QuestionSent, VaultScheduleStore } from '../../src/modules/vault/application/ports/vault-schedule.store';
import { VaultRepository } from '../../src/modules/vault/application/ports/vault.repository';
import { NewVault } from '../../src/modules/vault/domain/vault';

export interface VaultScheduleFixture {
  store: VaultScheduleStore;
  vaults: VaultRepository;
  activities: ActivityLog;
  ownerId: string;
  questionIds: string[];
}

const t0 = new Date('2026-05-01T10:00:00Z');
const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';
const at = (minutes: number) => new Date(t0.getTime() + minutes * 60_000);
const sent = (vaultId: string, questionId: string, when: Date, nextSendAt: Date, claimant: string): QuestionSent => ({
  vaultId,
  questionId,
  at: when,
  nextSendAt,
  claimant,
  activity: 'Question sent to Rose: "Where did you grow up?"',
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
      expect((await f.store.listDue(at(10), 10)).map((v) => v.id)).toEqual([due.id]);
      expect((await f.store.claimDue(at(10), 10, at(20), A)).map((v) => v.id)).toEqual([due.id]);
      expect(await f.store.listDue(at(11), 10)).toEqual([]);
      expect(await f.store.claimDue(at(11), 10, at(20), A)).toEqual([]);
      expect((await f.store.claimDue(at(20), 10, at(30), A)).map((v) => v.id)).toEqual([due.id]);
    });

    it('claims a vault that still needs its introduction', async () => {
      const intro = await f.vaults.create(newVault({ sendIntroEmail: true, nextSendAt: at(1000) }));
      expect((await f.store.claimDue(at(0), 10, at(5), A)).map((v) => v.id)).toEqual([intro.id]);
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
        { type: 'question_sent', description: 'Question sent to Rose: "Where did you grow up?"', createdAt: at(11) },
      ]);
      expect((await f.store.claimDue(at(6000), 10, at(6010), A)).map((v) => v.id)).toEqual([vault.id]);
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

    it('finds the first queued question of each vault at once', async () => {
      const [one, two, none] = [
        await f.vaults.create(newVault()),
        await f.vaults.create(newVault()),
        await f.vaults.create(newVault()),
      ];
      await f.vaults.addToQueue(one.id, [
        { questionId: f.questionIds[1], order: 2, isCustom: false },
        { questionId: f.questionIds[0], order: 1, isCustom: false },
      ]);
      await f.vaults.addToQueue(two.id, [{ questionId: f.questionIds[1], order: 1, isCustom: false }]);
      const first = await f.store.firstQueued([one.id, two.id, none.id]);
      expect(first.get(one.id)).toMatchObject({ vaultId: one.id, questionId: f.questionIds[0], order: 1 });
      expect(first.get(two.id)).toMatchObject({ vaultId: two.id, questionId: f.questionIds[1], order: 1 });
      expect(first.has(none.id)).toBe(false);
      expect(await f.store.firstQueued([])).toEqual(new Map());
    });

    it('backs off: a release with a retry time keeps everyone away until then', async () => {
      const vault = await f.vaults.create(newVault());
      await f.store.claimDue(at(10), 10, at(20), A);
      await f.store.release(vault.id, at(15), A);
      expect(await f.store.claimDue(at(14), 10, at(30), A)).toEqual([]);
      expect(await f.store.claimOne(vault.id, at(14), at(30), B)).toBeNull();
      expect((await f.store.claimOne(vault.id, at(15), at(30), B))?.id).toBe(vault.id);
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
      expect((await f.store.claimDue(at(30), 10, at(50), B)).map((v) => v.id)).toEqual([vault.id]);
      expect(await f.store.renew(vault.id, A, at(31), at(60))).toBe(false);
      await f.store.release(vault.id, null, A);
      expect(await f.store.claimDue(at(31), 10, at(60), A)).toEqual([]);
      await f.store.markQuestionsSent([sent(vault.id, f.questionIds[0], at(32), at(9000), A)]);
      expect((await f.vaults.findById(vault.id))!.nextSendAt).toEqual(at(10));
      expect(await f.store.renew(vault.id, B, at(32), at(70))).toBe(true);
    });

    it('gives each of many concurrent claimers different vaults', async () => {
      for (let i = 0; i < 12; i++) await f.vaults.create(newVault({ seniorEmail: `s${i}@example.com` }));
      const claims = await Promise.all([A, B, A].map((who) => f.store.claimDue(at(10), 5, at(20), who)));
      const ids = claims.flat().map((v) => v.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids).toHaveLength(12);
    });
  });
}
