import { vaultKit } from '@storyvault/api-testing';
import { VAULT_PERMISSIONS } from '../domain/vault-permissions';
import { VaultForbiddenError, VaultNotFoundError } from '../domain/vault.errors';

const input = {
  seniorName: 'Rose',
  seniorEmail: 'rose@example.com',
  deliveryMethod: 'email',
  frequency: 4,
  isSetupComplete: true,
};

/** A vault of a full-access owner, with a viewer, a contributor and a stranger beside it. */
async function family() {
  const kit = await vaultKit();
  const owner = await kit.fullAccessOwner();
  const { vault } = await kit.saveVault.create(owner, input);
  const viewer = { id: 'viewer-1', name: 'Vic', hasFullAccess: false };
  const contributor = { id: 'contributor-1', name: 'Cleo', hasFullAccess: false };
  const stranger = { id: 'stranger-1', name: 'Sid', hasFullAccess: true };
  kit.vaults.addMember(vault.id, viewer.id, 'viewer');
  kit.vaults.addMember(vault.id, contributor.id, 'contributor');
  return { kit, owner, vault, viewer, contributor, stranger };
}

describe('VaultAccess', () => {
  it('gives the owner every permission on the vault they created, with their role', async () => {
    const { kit, owner, vault } = await family();
    for (const permission of VAULT_PERMISSIONS) {
      expect(await kit.access.require(owner, vault.id, permission)).toEqual({ vault, role: 'owner' });
    }
  });

  it('tells anyone who is no member that the vault does not exist, whatever they ask, like an unknown id', async () => {
    const { kit, owner, vault, stranger } = await family();
    for (const permission of VAULT_PERMISSIONS) {
      await expect(kit.access.require(stranger, vault.id, permission)).rejects.toBeInstanceOf(VaultNotFoundError);
      await expect(kit.access.require(owner, 'no-such-vault', permission)).rejects.toBeInstanceOf(VaultNotFoundError);
    }
  });

  it('refuses a member what their role does not allow, and grants the rest', async () => {
    const { kit, vault, viewer, contributor } = await family();
    expect(await kit.access.require(viewer, vault.id, 'read')).toEqual({ vault, role: 'viewer' });
    expect((await kit.access.require(viewer, vault.id, 'comment')).role).toBe('viewer');
    for (const permission of ['suggest', 'addPhotos', 'curate', 'manage'] as const) {
      await expect(kit.access.require(viewer, vault.id, permission)).rejects.toBeInstanceOf(VaultForbiddenError);
    }
    expect((await kit.access.require(contributor, vault.id, 'suggest')).role).toBe('contributor');
    expect((await kit.access.require(contributor, vault.id, 'addPhotos')).role).toBe('contributor');
    for (const permission of ['curate', 'manage'] as const) {
      await expect(kit.access.require(contributor, vault.id, permission)).rejects.toBeInstanceOf(VaultForbiddenError);
    }
  });
});

describe('the vault use cases under the policy', () => {
  it("let a viewer read the stats and the stories' feed, never the queue, and change nothing", async () => {
    const { kit, vault, viewer, owner } = await family();
    const queue = await kit.queue.list(owner, vault.id);
    await expect(kit.queue.list(viewer, vault.id)).rejects.toBeInstanceOf(VaultForbiddenError);
    expect(await kit.insights.stats(viewer, vault.id)).toEqual(await kit.insights.stats(owner, vault.id));
    // The vault's first line ("… is ready with 20 questions") is the owner's.
    expect(await kit.insights.activityFeed(owner, vault.id)).toHaveLength(1);
    expect(await kit.insights.activityFeed({ ...viewer, language: 'en' }, vault.id)).toEqual([]);
    const spare = (await kit.catalog.listPrewritten()).find((q) => !queue.some((item) => item.questionId === q.id))!;
    const refused = [
      kit.queue.add(viewer, vault.id, { questionId: spare.id, order: 1 }),
      kit.queue.remove(viewer, vault.id, queue[0].questionId),
      kit.queue.reorder(
        viewer,
        vault.id,
        [...queue].reverse().map((q, i) => ({ questionId: q.questionId, order: i + 1 })),
      ),
      kit.saveVault.update(viewer, vault.id, { ...input, seniorName: 'Rosie' }),
    ];
    for (const attempt of refused) await expect(attempt).rejects.toBeInstanceOf(VaultForbiddenError);
    expect(await kit.queue.list(owner, vault.id)).toEqual(queue);
    expect((await kit.vaults.findById(vault.id))!.seniorName).toBe('Rose');
    expect(kit.activities.entries).toHaveLength(1);
  });

  it("lists a user's vaults, the ones they own first, with their role and the owner's frequency", async () => {
    const { kit, owner, vault, viewer } = await family();
    const own = await kit.saveVault.create(viewer, { ...input, seniorEmail: 'vera@example.com' });
    const listed = await kit.listVaults.execute(viewer);
    expect(listed.map((s) => [s.vault.id, s.role, s.ownerHasFullAccess])).toEqual([
      [own.vault.id, 'owner', false],
      // Weekly in the viewer's trial would be wrong: the vault follows its owner's full access.
      [vault.id, 'viewer', true],
    ]);
    expect((await kit.listVaults.execute(owner)).map((s) => [s.vault.id, s.role])).toEqual([[vault.id, 'owner']]);
  });
});
