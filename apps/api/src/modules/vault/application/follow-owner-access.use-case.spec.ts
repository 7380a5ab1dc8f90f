import { Frequency } from '@storyvault/contracts';
import { deliveryKit } from '@storyvault/api-testing';

const DAY = 24 * 60 * 60 * 1000;

type Change = { frequency?: Frequency; fullAccess?: boolean };

/**
 * Months of days through the product's own path: the worker's round (DispatchDeliveries) once
 * a day, the settings dialog (SaveVault) and access changes (ManageUsers, as billing and the
 * operator's CLI make them) on the given days. Returns the days on which a question went out.
 */
async function questionDays(days: number, changes: Record<number, Change>, start: Change) {
  const kit = await deliveryKit();
  if (start.fullAccess) await kit.users.setFullAccess(kit.owner.id, true);
  let frequency = start.frequency ?? 2;
  const vault = await kit.setUpVault({ frequency, sendIntroEmail: false });
  const questions = () => kit.sent.filter((m) => m.subject.startsWith('A question from')).length;
  kit.clock.advance(60_000);
  const sentOn: number[] = [];
  for (let day = 0; day <= days; day++) {
    const change = changes[day];
    if (change?.fullAccess !== undefined) await kit.manageUsers.setFullAccess(kit.owner.id, change.fullAccess);
    if (change?.frequency) {
      frequency = change.frequency;
      const owner = (await kit.users.findById(kit.owner.id))!;
      await kit.saveVault.update(owner, vault.id, {
        seniorName: vault.seniorName,
        seniorEmail: vault.seniorEmail,
        deliveryMethod: 'email',
        frequency,
      });
    }
    const before = questions();
    await kit.dispatch.execute();
    if (questions() > before) sentOn.push(day);
    kit.clock.advance(DAY);
  }
  return sentOn;
}

describe('the schedule follows settings and the owner’s access (worker rounds over fake months)', () => {
  it('sends weekly in the trial even when 2 weeks were chosen', async () => {
    expect(await questionDays(60, {}, { frequency: 2 })).toEqual([3, 10, 17, 24, 31, 38, 45, 52, 59]);
  });

  it('sends every 2 or 4 weeks with full access', async () => {
    expect(await questionDays(90, {}, { frequency: 2, fullAccess: true })).toEqual([3, 17, 31, 45, 59, 73, 87]);
    expect(await questionDays(120, {}, { frequency: 4, fullAccess: true })).toEqual([3, 31, 59, 87, 115]);
  });

  it('applies a frequency change in the settings from the last question sent', async () => {
    // Every 4 weeks; on day 10 the owner switches to weekly: the next goes one week after day 3.
    expect(await questionDays(40, { 10: { frequency: 1 } }, { frequency: 4, fullAccess: true })).toEqual([
      3, 10, 17, 24, 31, 38,
    ]);
    // Weekly, then every 4 weeks from day 12: the next is 4 weeks after the day-10 question.
    expect(await questionDays(70, { 12: { frequency: 4 } }, { frequency: 1, fullAccess: true })).toEqual([
      3, 10, 38, 66,
    ]);
  });

  it('moves to the chosen frequency as soon as the trial ends with full access', async () => {
    // Trial weekly with 2 weeks chosen; full access on day 20: next is 2 weeks after day 17, not day 24.
    expect(await questionDays(70, { 20: { fullAccess: true } }, { frequency: 2 })).toEqual([3, 10, 17, 31, 45, 59]);
  });

  it('goes back to weekly as soon as full access ends', async () => {
    // Every 4 weeks; access lapses on day 12: a week after day 3 has passed, so the next question
    // comes on the senior's weekday (that of day 3), day 17, and weekly from then.
    expect(await questionDays(30, { 12: { fullAccess: false } }, { frequency: 4, fullAccess: true })).toEqual([
      3, 17, 24,
    ]);
    // Access lapses on day 10, the weekday itself, after its morning: the question goes right away.
    expect(await questionDays(20, { 10: { fullAccess: false } }, { frequency: 4, fullAccess: true })).toEqual([
      3, 10, 17,
    ]);
  });

  it('keeps the 3-day promise when access or frequency change before the first question', async () => {
    expect(await questionDays(40, { 1: { fullAccess: true } }, { frequency: 4 })).toEqual([3, 31]);
    expect(await questionDays(12, { 1: { frequency: 4 } }, { frequency: 1, fullAccess: true })).toEqual([3]);
  });
});
