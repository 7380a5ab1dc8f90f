import { DeliveryRepository } from '../../src/modules/delivery/application/ports/delivery.repository';
import { NewDelivery } from '../../src/modules/delivery/domain/delivery';

/** `make` gets a vault id that exists (TypeORM needs the row for the foreign key). */
export function deliveryRepositoryContract(
  name: string,
  make: () => Promise<{ repo: DeliveryRepository; vaultId: string }>,
) {
  const question = (vaultId: string, key: string, tokenHash: string): NewDelivery => ({
    vaultId,
    kind: 'question',
    dedupeKey: key,
    recipient: 'rose@example.com',
    vaultQuestionId: null,
    questionId: null,
    questionText: 'What was your first job?',
    parentId: null,
    tokenHash,
    tokenSealed: 'sealed',
  });
  const hash = (c: string) => c.repeat(64);

  describe(`DeliveryRepository contract: ${name}`, () => {
    let repo: DeliveryRepository;
    let vaultId: string;
    beforeEach(async () => {
      ({ repo, vaultId } = await make());
    });

    it('creates once per dedupe key, with a Message-ID, and finds by token', async () => {
      const first = await repo.createOrGet(question(vaultId, 'question:1', hash('a')));
      expect(first).toMatchObject({ state: 'sending', attempts: 0, sentAt: null, kind: 'question' });
      expect(first.messageId).toMatch(/^<delivery-[0-9a-f-]{36}@.+>$/);
      const again = await repo.createOrGet({ ...question(vaultId, 'question:1', hash('b')), questionText: 'changed' });
      expect(again).toEqual(first);
      expect((await repo.findByTokenHash(hash('a')))?.id).toBe(first.id);
      expect(await repo.findByTokenHash(hash('b'))).toBeNull();
    });

    it('finds by id and by Message-ID', async () => {
      const d = await repo.createOrGet(question(vaultId, 'question:1', hash('a')));
      expect(await repo.findById(d.id)).toEqual(d);
      expect(await repo.findById('nope')).toBeNull();
      expect((await repo.findByMessageIds(['<x@y>', d.messageId])).map((f) => f.id)).toEqual([d.id]);
      expect(await repo.findByMessageIds([])).toEqual([]);
    });

    it('records failures and the final send', async () => {
      const d = await repo.createOrGet(question(vaultId, 'question:1', hash('a')));
      expect(await repo.markFailed(d.id, '421 busy')).toMatchObject({
        state: 'failed',
        attempts: 1,
        lastError: '421 busy',
      });
      const at = new Date('2026-05-01T10:00:00Z');
      await repo.markSent(d.id, at);
      expect(await repo.latestQuestion(vaultId)).toMatchObject({
        id: d.id,
        state: 'sent',
        attempts: 2,
        lastError: null,
        sentAt: at,
      });
    });

    it('claims follow-ups only for the latest, unanswered, old-enough question, once', async () => {
      const t0 = new Date('2026-05-01T10:00:00Z');
      const day = 86_400_000;
      const older = await repo.createOrGet(question(vaultId, 'question:1', hash('a')));
      await repo.markSent(older.id, t0);
      const latest = await repo.createOrGet(question(vaultId, 'question:2', hash('b')));
      await repo.markSent(latest.id, new Date(t0.getTime() + day));
      const now = new Date(t0.getTime() + 6 * day);
      const lease = new Date(now.getTime() + 60_000);
      expect(await repo.claimFollowUpsDue(now, new Date(now.getTime() - 6 * day), 10, lease)).toEqual([]);
      expect((await repo.listFollowUpsDue(now, new Date(now.getTime() - 4 * day), 10)).map((d) => d.id)).toEqual([
        latest.id,
      ]);
      const claimed = await repo.claimFollowUpsDue(now, new Date(now.getTime() - 4 * day), 10, lease);
      expect(await repo.listFollowUpsDue(now, new Date(now.getTime() - 4 * day), 10)).toEqual([]);
      expect(claimed.map((d) => d.id)).toEqual([latest.id]);
      expect(await repo.claimFollowUpsDue(now, new Date(now.getTime() - 4 * day), 10, lease)).toEqual([]);
      const followUp = await repo.createOrGet({
        ...question(vaultId, `follow_up:${latest.id}`, ''),
        kind: 'follow_up',
        parentId: latest.id,
        tokenHash: null,
      });
      await repo.markSent(followUp.id, now);
      await repo.releaseFollowUp(latest.id, null);
      expect(await repo.claimFollowUpsDue(lease, new Date(now.getTime()), 10, lease)).toEqual([]);
    });

    it('renews a follow-up claim only for the worker holding it, and never offers an abandoned one again', async () => {
      const t0 = new Date('2026-05-01T10:00:00Z');
      const day = 86_400_000;
      const at = (ms: number) => new Date(t0.getTime() + ms);
      const d = await repo.createOrGet(question(vaultId, 'question:1', hash('a')));
      await repo.markSent(d.id, t0);
      const sentBefore = at(day);
      const mine = at(5 * day + 60_000);
      expect((await repo.claimFollowUpsDue(at(5 * day), sentBefore, 10, mine)).map((f) => f.id)).toEqual([d.id]);

      const renewed = at(5 * day + 120_000);
      expect(await repo.renewFollowUp(d.id, mine, renewed)).toBe(true);
      expect(await repo.claimFollowUpsDue(mine, sentBefore, 10, at(6 * day))).toEqual([]);
      expect(await repo.renewFollowUp(d.id, mine, at(6 * day))).toBe(false);

      // Once the renewed claim has run out another worker takes it: the first may not renew it back.
      const theirs = at(5 * day + 180_000);
      expect((await repo.claimFollowUpsDue(renewed, sentBefore, 10, theirs)).map((f) => f.id)).toEqual([d.id]);
      expect(await repo.renewFollowUp(d.id, renewed, at(6 * day))).toBe(false);
      expect(await repo.renewFollowUp(d.id, theirs, at(6 * day))).toBe(true);

      await repo.abandonFollowUp(d.id);
      const muchLater = at(3650 * day);
      expect(await repo.listFollowUpsDue(muchLater, muchLater, 10)).toEqual([]);
      expect(await repo.claimFollowUpsDue(muchLater, muchLater, 10, muchLater)).toEqual([]);
    });

    it('follows up a question at most a week after it became due', async () => {
      const day = 86_400_000;
      const t0 = new Date('2026-05-01T10:00:00Z');
      const d = await repo.createOrGet(question(vaultId, 'question:1', hash('a')));
      await repo.markSent(d.id, t0);
      const dueAt = new Date(t0.getTime() + 4 * day);
      const late = (days: number) => new Date(dueAt.getTime() + days * day);
      const claim = (now: Date) => repo.claimFollowUpsDue(now, new Date(now.getTime() - 4 * day), 10, now);
      expect(await repo.listFollowUpsDue(late(8), new Date(late(8).getTime() - 4 * day), 10)).toEqual([]);
      expect(await claim(late(8))).toEqual([]);
      expect((await claim(late(6))).map((f) => f.id)).toEqual([d.id]);
    });

    it('never follows up an answered question', async () => {
      const d = await repo.createOrGet(question(vaultId, 'question:1', hash('a')));
      const t0 = new Date('2026-05-01T10:00:00Z');
      await repo.markSent(d.id, t0);
      await repo.markAnsweredMany([d.id], t0);
      expect(
        await repo.claimFollowUpsDue(
          new Date(t0.getTime() + 10 * 86_400_000),
          new Date(t0.getTime() + 86_400_000),
          10,
          new Date(),
        ),
      ).toEqual([]);
    });

    it('creates, finds and marks several at once', async () => {
      const existing = await repo.createOrGet(question(vaultId, 'question:1', hash('a')));
      const made = await repo.createOrGetMany([
        question(vaultId, 'question:2', hash('b')),
        { ...question(vaultId, 'question:1', hash('c')), questionText: 'changed' },
        question(vaultId, 'question:3', hash('d')),
      ]);
      expect(made.map((d) => d.dedupeKey)).toEqual(['question:2', 'question:1', 'question:3']);
      expect(made[1]).toEqual(existing);
      expect(new Set(made.map((d) => d.messageId)).size).toBe(3);
      expect(await repo.createOrGetMany([])).toEqual([]);

      const byHash = await repo.findByTokenHashes([hash('b'), hash('c'), hash('d')]);
      expect(byHash.map((d) => d.dedupeKey).sort()).toEqual(['question:2', 'question:3']);
      expect(await repo.findByTokenHashes([])).toEqual([]);
      expect((await repo.findByIds([made[0].id, 'nope', existing.id])).map((d) => d.id).sort()).toEqual(
        [made[0].id, existing.id].sort(),
      );

      const at = new Date('2026-05-01T10:00:00Z');
      for (const sent of [made[0], made[2]]) await repo.markSent(sent.id, at);
      await repo.markAnsweredMany([made[2].id, '00000000-0000-4000-8000-000000000000'], at);
      await repo.markAnsweredMany([], at);
      expect(await repo.findById(made[0].id)).toMatchObject({
        state: 'sent',
        sentAt: at,
        attempts: 1,
        answeredAt: null,
      });
      expect(await repo.findById(made[2].id)).toMatchObject({ state: 'sent', answeredAt: at });
      expect(await repo.findById(existing.id)).toMatchObject({ state: 'sending', answeredAt: null });
    });

    it('finds the latest question of several vaults at once', async () => {
      await repo.createOrGet(question(vaultId, 'question:1', hash('a')));
      const newer = await repo.createOrGet(question(vaultId, 'question:2', hash('b')));
      expect((await repo.latestQuestions([vaultId, '00000000-0000-4000-8000-000000000000'])).map((d) => d.id)).toEqual([
        newer.id,
      ]);
      expect(await repo.latestQuestions([])).toEqual([]);
    });

    it('tells when the question before each was made, none for a vault’s first', async () => {
      const first = await repo.createOrGet(question(vaultId, 'question:1', hash('a')));
      await repo.createOrGet({ ...question(vaultId, 'intro:1', hash('c')), kind: 'intro', tokenHash: null });
      const second = await repo.createOrGet(question(vaultId, 'question:2', hash('b')));
      const times = await repo.previousQuestionTimes([first, second]);
      expect([...times.entries()]).toEqual([[second.id, first.createdAt]]);
      expect(await repo.previousQuestionTimes([])).toEqual(new Map());
    });

    it('lists a vault’s deliveries newest first', async () => {
      const a = await repo.createOrGet(question(vaultId, 'question:1', hash('a')));
      const b = await repo.createOrGet(question(vaultId, 'question:2', hash('b')));
      expect((await repo.listByVault(vaultId, 10)).map((d) => d.id)).toEqual([b.id, a.id]);
      expect(await repo.listByVault(vaultId, 1)).toHaveLength(1);
    });
  });
}
