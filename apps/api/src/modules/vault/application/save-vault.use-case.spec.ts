import { vaultKit } from '@storyvault/api-testing';
import { VaultLimitError, VaultNotFoundError } from '../domain/vault.errors';

const trialOwner = { id: 'owner-1', name: 'Ann', hasFullAccess: false };
const input = {
  seniorName: 'Rose',
  seniorEmail: 'rose@example.com',
  deliveryMethod: 'email',
  frequency: 2,
  isSetupComplete: true,
};

describe('SaveVault', () => {
  it('fills the queue with the starter set, in rank order, and schedules the first question in 3 days', async () => {
    const kit = await vaultKit();
    const { vault, queueLength } = await kit.saveVault.create(trialOwner, input);
    expect(queueLength).toBe(20);
    expect(vault.nextSendAt).toEqual(new Date('2026-05-04T09:00:00Z'));
    const queue = await kit.queue.list(trialOwner, vault.id);
    const starters = await kit.catalog.starterSet();
    expect(queue.map((q) => q.questionId)).toEqual(starters.map((q) => q.id));
    expect(kit.activities.entries.map((a) => a.type)).toEqual(['vault_created']);
  });

  it('keeps what the owner already queued when setup completes later', async () => {
    const kit = await vaultKit();
    const { vault } = await kit.saveVault.create(trialOwner, { ...input, isSetupComplete: false });
    const mine = await kit.createCustom.execute({ text: 'What was your first car?', ownerId: trialOwner.id });
    await kit.queue.add(trialOwner, vault.id, { questionId: mine.id, order: 1 });
    const done = await kit.saveVault.update(trialOwner, vault.id, input);
    expect(done.queueLength).toBe(1);
  });

  it('completes setup once: saving again neither refills nor reschedules', async () => {
    const kit = await vaultKit();
    const { vault } = await kit.saveVault.create(trialOwner, input);
    kit.clock.advance(86_400_000);
    const again = await kit.saveVault.update(trialOwner, vault.id, { ...input, seniorName: 'Rosie' });
    expect(again.vault.nextSendAt).toEqual(vault.nextSendAt);
    expect(again.vault.seniorName).toBe('Rosie');
    expect(kit.activities.entries.map((a) => a.type)).toEqual(['vault_created', 'settings_updated']);
  });

  it('notes a settings change in the activity feed, naming what changed', async () => {
    const kit = await vaultKit();
    const full = { id: 'owner-2', name: 'Bo', hasFullAccess: true };
    const { vault } = await kit.saveVault.create(full, input);
    kit.clock.advance(60_000);
    await kit.saveVault.update(full, vault.id, {
      ...input,
      seniorName: 'Rosie Smith',
      seniorEmail: 'rosie@example.com',
      frequency: 4,
    });
    const [latest] = await kit.activities.list(vault.id, 1);
    expect(latest).toMatchObject({
      type: 'settings_updated',
      description:
        'Vault settings updated: name is now Rosie Smith, email is now rosie@example.com, questions every 4 weeks',
      createdAt: kit.clock.now(),
    });
  });

  it('says a frequency chosen in the trial applies once the owner upgrades', async () => {
    const kit = await vaultKit();
    const { vault } = await kit.saveVault.create(trialOwner, input);
    await kit.saveVault.update(trialOwner, vault.id, { ...input, frequency: 4 });
    expect(kit.activities.entries.at(-1)?.description).toBe(
      'Vault settings updated: questions every 4 weeks once you upgrade',
    );
  });

  it('notes nothing for the setup save itself, for a save that changes nothing, or before setup', async () => {
    const kit = await vaultKit();
    const { vault } = await kit.saveVault.create(trialOwner, { ...input, isSetupComplete: false });
    await kit.saveVault.update(trialOwner, vault.id, { ...input, seniorName: 'Rosie', isSetupComplete: false });
    await kit.saveVault.update(trialOwner, vault.id, input);
    await kit.saveVault.update(trialOwner, vault.id, { ...input, seniorPhone: '', isSetupComplete: undefined });
    expect(kit.activities.entries.map((a) => a.type)).toEqual(['vault_created']);
  });

  it('allows one vault in the trial and more with full access', async () => {
    const kit = await vaultKit();
    await kit.saveVault.create(trialOwner, input);
    await expect(kit.saveVault.create(trialOwner, input)).rejects.toBeInstanceOf(VaultLimitError);
    const full = { id: 'owner-2', name: 'Bo', hasFullAccess: true };
    await kit.saveVault.create(full, input);
    await expect(kit.saveVault.create(full, input)).resolves.toBeTruthy();
  });

  it("will not touch another owner's vault", async () => {
    const kit = await vaultKit();
    const { vault } = await kit.saveVault.create(trialOwner, input);
    await expect(kit.saveVault.update({ ...trialOwner, id: 'intruder' }, vault.id, input)).rejects.toBeInstanceOf(
      VaultNotFoundError,
    );
  });
});
