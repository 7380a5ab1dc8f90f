import { firstQuestionAt } from './schedule';
import { daysActive, effectiveFrequency, validateVaultDetails } from './vault';
import { applyReorder, VaultQuestion } from './vault-queue';
import { InvalidReorderError, InvalidVaultError } from './vault.errors';

const details = {
  seniorName: ' Rose   Smith ',
  seniorEmail: ' Rose@Example.com ',
  seniorPhone: '',
  deliveryMethod: 'email',
  frequency: 2,
};

describe('vault rules', () => {
  it('tidies the details an owner typed', () => {
    expect(validateVaultDetails(details)).toEqual({
      seniorName: 'Rose Smith',
      seniorEmail: 'rose@example.com',
      seniorPhone: null,
      deliveryMethod: 'email',
      frequency: 2,
    });
  });

  it.each([
    [{ seniorName: '  ' }, "Please enter your loved one's name."],
    [{ seniorEmail: 'rose@' }, 'Please enter a valid email address.'],
    [{ deliveryMethod: 'sms' }, 'Questions can only be delivered by email for now.'],
    [{ frequency: 3 }, 'Frequency must be every 1, 2 or 4 weeks.'],
    [{ frequency: 0 }, 'Frequency must be every 1, 2 or 4 weeks.'],
  ])('refuses %j', (change, message) => {
    expect(() => validateVaultDetails({ ...details, ...change })).toThrow(new InvalidVaultError(message));
  });

  it('sends weekly during the trial and as chosen with full access', () => {
    expect(effectiveFrequency(4, false)).toBe(1);
    expect(effectiveFrequency(4, true)).toBe(4);
    expect(effectiveFrequency(2, true)).toBe(2);
  });

  it('schedules the first question 3 days after setup, at 9:00 in the senior morning', () => {
    expect(firstQuestionAt(new Date('2026-05-01T10:00:00Z'), 'UTC')).toEqual(new Date('2026-05-04T09:00:00Z'));
  });

  it('counts the day of setup as day 1', () => {
    const setup = new Date('2026-05-01T10:00:00Z');
    expect(daysActive(null, setup)).toBe(0);
    expect(daysActive(setup, new Date('2026-05-01T23:00:00Z'))).toBe(1);
    expect(daysActive(setup, new Date('2026-05-02T10:00:00Z'))).toBe(2);
    expect(daysActive(setup, new Date('2026-05-31T09:00:00Z'))).toBe(30);
  });
});

describe('reordering the queue', () => {
  const queue: VaultQuestion[] = ['a', 'b', 'c'].map((questionId, i) => ({
    id: `vq-${questionId}`,
    vaultId: 'v',
    questionId,
    order: i + 1,
    isCustom: false,
    addedAt: new Date(i),
  }));

  it('sorts by the requested numbers, ties keeping their place', () => {
    expect(
      applyReorder(queue, [
        { questionId: 'c', order: 1 },
        { questionId: 'a', order: 2 },
        { questionId: 'b', order: 3 },
      ]),
    ).toEqual(['c', 'a', 'b']);
    expect(
      applyReorder(queue, [
        { questionId: 'b', order: 5 },
        { questionId: 'c', order: 5 },
        { questionId: 'a', order: 5 },
      ]),
    ).toEqual(['a', 'b', 'c']);
  });

  it.each([
    [[{ questionId: 'a', order: 1 }]],
    [
      [
        { questionId: 'a', order: 1 },
        { questionId: 'a', order: 2 },
        { questionId: 'b', order: 3 },
      ],
    ],
    [
      [
        { questionId: 'a', order: 1 },
        { questionId: 'b', order: 2 },
        { questionId: 'z', order: 3 },
      ],
    ],
  ])('refuses a list that is not the queue exactly once: %j', (requested) => {
    expect(() => applyReorder(queue, requested)).toThrow(InvalidReorderError);
  });
});
