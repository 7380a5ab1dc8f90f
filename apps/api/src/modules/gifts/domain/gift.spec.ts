import { aYearAfter, calendarDay, longDay, validateGift } from './gift';

const valid = {
  giverName: ' Ann  Smith ',
  giverEmail: 'Ann@Example.com',
  seniorName: 'Rose',
  seniorEmail: '',
  startDate: '2027-01-04',
  message: 'Happy birthday, Mum.',
  planType: 'annual',
};

describe('a gift', () => {
  it('is read field by field, the senior’s email optional', () => {
    expect(validateGift(valid, '2027-01-01')).toEqual({
      giverName: 'Ann Smith',
      giverEmail: 'ann@example.com',
      seniorName: 'Rose',
      seniorEmail: null,
      startDate: '2027-01-04',
      message: 'Happy birthday, Mum.',
    });
  });

  it.each([
    [{ giverName: '' }, 'giverName', 'Please enter your name.'],
    [{ giverEmail: 'ann' }, 'giverEmail', 'Please enter a valid email address.'],
    [{ seniorEmail: 'ann@example.com' }, 'seniorEmail', 'Their email must be different from yours.'],
    [{ startDate: '2027-02-30' }, 'startDate', 'Please choose the day the gift starts.'],
    [{ startDate: '2026-12-31' }, 'startDate', 'The gift cannot start in the past.'],
    [{ startDate: '2028-01-02' }, 'startDate', 'The gift can start at most a year from today.'],
    [{ message: ' ' }, 'message', 'Please write a short message for them.'],
    [{ message: 'x'.repeat(601) }, 'message', 'The message can be at most 600 characters.'],
    [{ planType: 'monthly' }, 'planType', 'Gifts are a year of StoryVault: the plan must be annual.'],
  ])('refuses %j at its field', (change, field, message) => {
    expect(() => validateGift({ ...valid, ...change }, '2027-01-01')).toThrow(
      expect.objectContaining({ code: 'INVALID_GIFT', message, details: [field] }),
    );
  });

  it('starts from today to the same day a year on', () => {
    expect(validateGift({ ...valid, startDate: '2027-01-01' }, '2027-01-01').startDate).toBe('2027-01-01');
    expect(validateGift({ ...valid, startDate: '2028-01-01' }, '2027-01-01').startDate).toBe('2028-01-01');
    expect(aYearAfter('2028-02-29')).toBe('2029-02-28');
    expect(calendarDay('2027-1-4')).toBeNull();
    expect(longDay('2027-01-04')).toBe('Monday, January 4, 2027');
  });
});
