import { vaultKit } from '@storyvault/api-testing';
import { InvalidVaultError, StorytellerLimitError, VaultLimitError, VaultNotFoundError } from '../domain/vault.errors';

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
        "Vault settings updated: name is now Rosie Smith, Rosie Smith's contact details changed, questions every 4 weeks",
      createdAt: kit.clock.now(),
    });
  });

  it("keeps the senior's weekday and time zone: by default UTC and the first question's weekday", async () => {
    const kit = await vaultKit();
    const { vault } = await kit.saveVault.create(trialOwner, input);
    expect(vault).toMatchObject({ sendWeekday: 1, timeZone: 'UTC' }); // set up on Friday 1 May: Monday 4 May
    const { vault: auckland } = await kit.saveVault.create(
      { id: 'owner-2', name: 'Bo', hasFullAccess: true },
      { ...input, sendWeekday: 3, timeZone: 'pacific/auckland' },
    );
    // Spelled as Intl spells it; the first question 3 days after setup at 9:00 there (Monday 4 May, NZST).
    expect(auckland).toMatchObject({ sendWeekday: 3, timeZone: 'Pacific/Auckland' });
    expect(auckland.nextSendAt).toEqual(new Date('2026-05-03T21:00:00Z'));
  });

  it('moves the next question when the weekday or time zone changes, and notes it in the feed', async () => {
    const kit = await vaultKit();
    const full = { id: 'owner-2', name: 'Bo', hasFullAccess: true };
    const { vault } = await kit.saveVault.create(full, input);
    const update = await kit.saveVault.update(full, vault.id, { ...input, timeZone: 'America/New_York' });
    expect(update.vault.nextSendAt).toEqual(new Date('2026-05-04T13:00:00Z')); // still Monday 4 May, 9:00 EDT
    await kit.saveVault.update(full, vault.id, { ...input, sendWeekday: 4 });
    expect(kit.activities.entries.map((a) => a.description).slice(-2)).toEqual([
      'Vault settings updated: time zone is now America/New York',
      'Vault settings updated: questions arrive on Thursdays',
    ]);
  });

  it('refuses an unknown time zone or a weekday outside 0 to 6', async () => {
    const kit = await vaultKit();
    await expect(kit.saveVault.create(trialOwner, { ...input, timeZone: 'Atlantis/Capital' })).rejects.toThrow(
      new InvalidVaultError(
        `We don't know the time zone "Atlantis/Capital". Please choose one from the list, such as Europe/Berlin or America/New_York.`,
      ),
    );
    await expect(kit.saveVault.create(trialOwner, { ...input, sendWeekday: 7 })).rejects.toBeInstanceOf(
      InvalidVaultError,
    );
    expect(await kit.vaults.listByOwner(trialOwner.id)).toEqual([]);
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

  it('allows a plan five storytellers, and refuses a sixth', async () => {
    const kit = await vaultKit();
    const full = { id: 'owner-3', name: 'Cy', hasFullAccess: true };
    for (let i = 0; i < 5; i++) await kit.saveVault.create(full, { ...input, seniorName: `Senior ${i + 1}` });
    await expect(kit.saveVault.create(full, input)).rejects.toBeInstanceOf(StorytellerLimitError);
    // Someone else's vaults do not count against this owner.
    await expect(kit.saveVault.create({ ...full, id: 'owner-4' }, input)).resolves.toBeTruthy();
  });

  it("will not touch another owner's vault", async () => {
    const kit = await vaultKit();
    const { vault } = await kit.saveVault.create(trialOwner, input);
    await expect(kit.saveVault.update({ ...trialOwner, id: 'intruder' }, vault.id, input)).rejects.toBeInstanceOf(
      VaultNotFoundError,
    );
  });
});
