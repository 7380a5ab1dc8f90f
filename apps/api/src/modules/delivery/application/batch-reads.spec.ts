import { deliveryKit } from '@storyvault/api-testing';

const DAY = 24 * 60 * 60 * 1000;
const VAULTS = 5;

type Kit = Awaited<ReturnType<typeof deliveryKit>>;

/** VAULTS vaults of as many owners, their first questions due. */
async function vaultsDue(kit: Kit): Promise<void> {
  for (let i = 0; i < VAULTS; i++) {
    const owner = await kit.users.create({
      name: `Owner ${i}`,
      email: `owner-${i}@example.com`,
      passwordHash: 'x',
      hasFullAccess: false,
    });
    await kit.saveVault.create(
      { id: owner.id, name: owner.name, hasFullAccess: owner.hasFullAccess },
      {
        seniorName: `Senior ${i}`,
        seniorEmail: `senior-${i}@example.com`,
        deliveryMethod: 'email',
        frequency: 2,
        sendIntroEmail: false,
        isSetupComplete: true,
      },
    );
  }
  kit.clock.advance(3 * DAY);
}

/** Counts the reads of the stores a round could make per vault. */
function countReads(kit: Kit) {
  return {
    photo: jest.spyOn(kit.questionPhotos, 'find'),
    photos: jest.spyOn(kit.questionPhotos, 'findMany'),
    owner: jest.spyOn(kit.users, 'findById'),
    owners: jest.spyOn(kit.users, 'findByIds'),
    vault: jest.spyOn(kit.vaults, 'findById'),
  };
}

/** Calls that asked about something (a round with nothing claimed asks about an empty list). */
const nonEmpty = (spy: jest.SpyInstance) => spy.mock.calls.filter(([ids]) => ids.length > 0).length;

const toSeniors = (kit: Kit) => kit.sent.filter((m) => m.to.startsWith('senior-'));

describe('DispatchDeliveries reads what a batch needs once for the batch', () => {
  it(`sends ${VAULTS} vaults' questions reading their owners and their questions' photos once`, async () => {
    const kit = await deliveryKit();
    await vaultsDue(kit);
    const reads = countReads(kit);

    const summary = await kit.dispatch.execute();

    expect(summary.sent).toBe(VAULTS);
    expect(toSeniors(kit)).toHaveLength(VAULTS);
    expect(nonEmpty(reads.owners)).toBe(1);
    expect(nonEmpty(reads.photos)).toBe(1);
    expect(reads.owner).not.toHaveBeenCalled();
    expect(reads.photo).not.toHaveBeenCalled();
  });

  it(`sends ${VAULTS} follow-ups reading their vaults, owners and photos once`, async () => {
    const kit = await deliveryKit();
    await vaultsDue(kit);
    await kit.dispatch.execute();
    kit.clock.advance(4 * DAY);
    const reads = countReads(kit);

    const summary = await kit.dispatch.execute();

    expect(summary.sent).toBe(VAULTS);
    const followUps = toSeniors(kit).filter((m) => m.subject.startsWith('Re:'));
    expect(followUps.map((m) => m.to).sort()).toEqual(
      Array.from({ length: VAULTS }, (_, i) => `senior-${i}@example.com`).sort(),
    );
    expect(nonEmpty(reads.owners)).toBe(1);
    expect(nonEmpty(reads.photos)).toBe(1);
    expect(reads.owner).not.toHaveBeenCalled();
    expect(reads.photo).not.toHaveBeenCalled();
    expect(reads.vault).not.toHaveBeenCalled();
  });
});
