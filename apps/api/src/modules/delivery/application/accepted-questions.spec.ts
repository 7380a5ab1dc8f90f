import { deliveryKit } from '@storyvault/api-testing';
import { RECORD_EVERY } from './accepted-questions';

const DAY = 24 * 60 * 60 * 1000;

type Kit = Awaited<ReturnType<typeof deliveryKit>>;

/** `count` vaults of as many owners, their first questions due. */
async function vaultsDue(kit: Kit, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const owner = await kit.users.create({
      name: `Owner ${i}`,
      email: `owner-${i}@example.com`,
      passwordHash: 'x',
      hasFullAccess: false,
    });
    const { vault } = await kit.saveVault.create(
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
    ids.push(vault.id);
  }
  kit.clock.advance(3 * DAY);
  return ids;
}

const questionsTo = (kit: Kit) => kit.sent.filter((m) => m.to.startsWith('senior-'));

async function questionDeliveries(kit: Kit, vaultIds: string[]) {
  return (await kit.deliveries.latestQuestions(vaultIds)).sort((a, b) => a.vaultId.localeCompare(b.vaultId));
}

describe('Accepted question emails are recorded sent together with their schedules', () => {
  it('records a round in one write every ten emails, each delivery marked sent at its acceptance', async () => {
    const kit = await deliveryKit();
    const vaults = await vaultsDue(kit, RECORD_EVERY + 2);
    const writes = jest.spyOn(kit.schedule, 'questionsSent');

    expect(await kit.dispatch.execute()).toMatchObject({ sent: RECORD_EVERY + 2, failed: 0 });

    expect(writes.mock.calls.map(([sent]) => sent.length)).toEqual([RECORD_EVERY, 2]);
    const deliveries = await questionDeliveries(kit, vaults);
    expect(deliveries).toHaveLength(RECORD_EVERY + 2);
    for (const d of deliveries) expect(d).toMatchObject({ state: 'sent', sentAt: kit.clock.now(), attempts: 1 });
    for (const id of vaults) expect((await kit.vaults.findById(id))!.lastSentAt).toEqual(kit.clock.now());
  });

  it('leaves no email marked sent when the write fails, and sends them again with the same Message-IDs', async () => {
    const kit = await deliveryKit();
    const vaults = await vaultsDue(kit, 3);
    jest.spyOn(kit.schedule, 'questionsSent').mockRejectedValueOnce(new Error('connection terminated'));

    await kit.dispatch.execute();
    const first = questionsTo(kit).map((m) => m.messageId);
    expect(first).toHaveLength(3);
    // Neither half of the record was written: the deliveries are still being sent, the schedules did not move.
    expect((await questionDeliveries(kit, vaults)).map((d) => d.state)).toEqual(['sending', 'sending', 'sending']);

    kit.clock.advance(kit.config.DELIVERY_LEASE_SECONDS * 1000 + 1);
    expect(await kit.dispatch.execute()).toMatchObject({ sent: 3, failed: 0 });
    const again = questionsTo(kit)
      .slice(3)
      .map((m) => m.messageId);
    expect(again.sort()).toEqual([...first].sort());
    expect((await questionDeliveries(kit, vaults)).map((d) => d.state)).toEqual(['sent', 'sent', 'sent']);
    expect(await kit.dispatch.execute()).toMatchObject({ sent: 0 });
  });

  it("sends now: the question's delivery is marked sent with its schedule, or neither", async () => {
    const kit = await deliveryKit();
    const [vaultId] = await vaultsDue(kit, 1);
    jest.spyOn(kit.schedule, 'questionsSent').mockRejectedValueOnce(new Error('connection terminated'));

    expect(await kit.sendNow.execute(vaultId)).toEqual({ sent: 1, skipped: 0, failed: 1 });
    expect((await kit.deliveries.latestQuestion(vaultId))!.state).toBe('sending');

    kit.clock.advance(60_000); // the retry after a failure
    expect(await kit.sendNow.execute(vaultId)).toEqual({ sent: 1, skipped: 0, failed: 0 });
    const [first, again] = questionsTo(kit);
    expect(again.messageId).toBe(first.messageId);
    expect(await kit.deliveries.latestQuestion(vaultId)).toMatchObject({ state: 'sent', attempts: 1 });
  });
});
