import { newVaultOf } from '../vault-fixtures';
import { VaultRepository } from '../../src/modules/vault/application/ports/vault.repository';
import { ReceivedStories } from '../../src/modules/vault/application/ports/received-stories';
import { VaultMemberships } from '../../src/modules/vault/application/ports/vault-memberships';
import { VaultPauseStore } from '../../src/modules/vault/application/ports/vault-pause.store';
import { VaultQueueStore } from '../../src/modules/vault/application/ports/vault-queue.store';

/** The vault's ports, which each technology implements on the same tables (TypeORM with one adapter a port). */
export type VaultPorts = VaultRepository & VaultMemberships & VaultQueueStore & ReceivedStories & VaultPauseStore;
import { NewVault } from '../../src/modules/vault/domain/vault';
import { VaultRole } from '../../src/modules/vault/domain/vault-permissions';
import { QuestionAlreadyInVaultError } from '../../src/modules/vault/domain/vault.errors';

export interface VaultRepositoryFixture {
  repo: VaultPorts;
  ownerId: string;
  /** Ids of existing questions to queue. */
  questionIds: string[];
  /** Another existing user, to be a member or an owner. */
  otherUserId: string;
  /** Makes a user a member, as inviting them will (no use case does yet). */
  addMember(vaultId: string, userId: string, role: VaultRole): Promise<void>;
}

const newVault = (ownerId: string): NewVault => newVaultOf(ownerId);

export function vaultRepositoryContract(name: string, make: () => Promise<VaultRepositoryFixture>) {
  describe(`VaultRepository contract: ${name}`, () => {
    let f: VaultRepositoryFixture;
    beforeEach(async () => {
      f = await make();
    });

    it('creates, finds, lists by owner and updates vaults', async () => {
      const vault = await f.repo.create(newVault(f.ownerId));
      expect(vault).toMatchObject({ ...newVault(f.ownerId), storiesCount: 0 });
      expect(await f.repo.findById(vault.id)).toEqual(vault);
      expect(await f.repo.findById('not-a-uuid')).toBeNull();
      const at = new Date('2026-05-01T10:00:00Z');
      const updated = await f.repo.update({
        ...vault,
        frequency: 4,
        isSetupComplete: true,
        setupCompletedAt: at,
        nextSendAt: at,
      });
      expect(updated).toMatchObject({ frequency: 4, isSetupComplete: true, setupCompletedAt: at, nextSendAt: at });
      expect(await f.repo.listByOwner(f.ownerId)).toEqual([updated]);
    });

    it('makes the creator the vault’s owner member, with the vault', async () => {
      const vault = await f.repo.create(newVault(f.ownerId));
      expect(await f.repo.findForMember(vault.id, f.ownerId)).toEqual({ vault, role: 'owner' });
      expect(await f.repo.listByMember(f.ownerId)).toEqual([{ vault, role: 'owner' }]);
      expect(await f.repo.findForMember(vault.id, f.otherUserId)).toBeNull();
      expect(await f.repo.listByMember(f.otherUserId)).toEqual([]);
      expect(await f.repo.findForMember('not-a-uuid', f.ownerId)).toBeNull();
      expect(await f.repo.findForMember(vault.id, 'not-a-uuid')).toBeNull();
      expect(await f.repo.listByMember('not-a-uuid')).toEqual([]);
    });

    it('lists a member’s vaults with their roles, the ones they own first, oldest first', async () => {
      const first = await f.repo.create(newVault(f.ownerId));
      const own = await f.repo.create({ ...newVault(f.otherUserId), seniorEmail: 'sam@example.com' });
      const second = await f.repo.create({ ...newVault(f.ownerId), seniorEmail: 'lou@example.com' });
      await f.repo.create({ ...newVault(f.ownerId), seniorEmail: 'not.theirs@example.com' });
      await f.addMember(second.id, f.otherUserId, 'contributor');
      await f.addMember(first.id, f.otherUserId, 'viewer');
      expect(await f.repo.listByMember(f.otherUserId)).toEqual([
        { vault: own, role: 'owner' },
        { vault: first, role: 'viewer' },
        { vault: second, role: 'contributor' },
      ]);
      expect(await f.repo.findForMember(first.id, f.otherUserId)).toEqual({ vault: first, role: 'viewer' });
      expect((await f.repo.listByMember(f.ownerId)).map((m) => m.role)).toEqual(['owner', 'owner', 'owner']);
    });

    it('finds several by senior email or id, and records a batch of stories once each', async () => {
      const rose = await f.repo.create(newVault(f.ownerId));
      const sam = await f.repo.create({ ...newVault(f.ownerId), seniorEmail: 'sam@example.com' });
      const bySenior = await f.repo.listBySeniorEmails([' Rose@Example.com', 'sam@example.com', 'nobody@example.com']);
      expect(bySenior.map((v) => v.id).sort()).toEqual([rose.id, sam.id].sort());
      expect(await f.repo.listBySeniorEmails([])).toEqual([]);
      expect((await f.repo.findByIds([sam.id, 'not-a-uuid', rose.id])).map((v) => v.id).sort()).toEqual(
        [rose.id, sam.id].sort(),
      );
      const at = new Date('2026-05-01T10:00:00Z');
      const story = (vaultId: string, storyId: string) => ({
        vaultId,
        storyId,
        vaultQuestionId: null,
        description: 'Rose shared a story',
        details: { kind: 'story' as const, senior: 'Rose', voice: false, question: 'Where did you grow up?' },
        at,
      });
      const [s1, s2, s3] = [
        '11111111-1111-4111-8111-111111111111',
        '22222222-2222-4222-8222-222222222222',
        '33333333-3333-4333-8333-333333333333',
      ];
      expect(await f.repo.recordStoriesReceived([story(rose.id, s1), story(sam.id, s2)])).toEqual([true, true]);
      expect(await f.repo.recordStoriesReceived([story(rose.id, s3), story(rose.id, s1)])).toEqual([true, false]);
      expect(await f.repo.recordStoriesReceived([])).toEqual([]);
      expect((await f.repo.findById(rose.id))!.storiesCount).toBe(2);
      expect((await f.repo.findById(sam.id))!.storiesCount).toBe(1);
    });

    it('keeps the queue in order, refuses duplicates whole, removes and renumbers', async () => {
      const vault = await f.repo.create(newVault(f.ownerId));
      const [a, b, c] = f.questionIds;
      await f.repo.addToQueue(vault.id, [
        { questionId: a, order: 30, isCustom: false },
        { questionId: b, order: 10, isCustom: true },
      ]);
      await expect(
        f.repo.addToQueue(vault.id, [
          { questionId: c, order: 5, isCustom: false },
          { questionId: a, order: 1, isCustom: false },
        ]),
      ).rejects.toBeInstanceOf(QuestionAlreadyInVaultError);
      expect((await f.repo.listQueue(vault.id)).map((q) => [q.questionId, q.order])).toEqual([
        [b, 10],
        [a, 30],
      ]);
      await f.repo.addToQueue(vault.id, [{ questionId: c, order: 1_900_000_000_123, isCustom: false }]);
      await f.repo.renumberQueue(vault.id, [c, a, b]);
      expect((await f.repo.listQueue(vault.id)).map((q) => [q.questionId, q.order])).toEqual([
        [c, 1],
        [a, 2],
        [b, 3],
      ]);
      expect(await f.repo.removeFromQueue(vault.id, a)).toBe(true);
      expect(await f.repo.removeFromQueue(vault.id, a)).toBe(false);
      expect((await f.repo.listQueue(vault.id)).map((q) => q.questionId)).toEqual([c, b]);
    });

    it('finds the first queued question of each vault at once', async () => {
      const [one, two, none] = [
        await f.repo.create(newVault(f.ownerId)),
        await f.repo.create(newVault(f.ownerId)),
        await f.repo.create(newVault(f.ownerId)),
      ];
      await f.repo.addToQueue(one.id, [
        { questionId: f.questionIds[1], order: 2, isCustom: false },
        { questionId: f.questionIds[0], order: 1, isCustom: false },
      ]);
      await f.repo.addToQueue(two.id, [{ questionId: f.questionIds[1], order: 1, isCustom: false }]);
      const first = await f.repo.firstQueued([one.id, two.id, none.id]);
      expect(first.get(one.id)).toMatchObject({ vaultId: one.id, questionId: f.questionIds[0], order: 1 });
      expect(first.get(two.id)).toMatchObject({ vaultId: two.id, questionId: f.questionIds[1], order: 1 });
      expect(first.has(none.id)).toBe(false);
      expect(await f.repo.firstQueued([])).toEqual(new Map());
    });
  });
}
