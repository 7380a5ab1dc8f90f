import type { VaultView } from '@storyvault/contracts';
import { buildSetupRequest, initialSetupForm } from './setupRequest';

describe('setup request', () => {
  const form = {
    seniorName: '  Rose Smith ',
    seniorEmail: ' rose@example.com ',
    frequency: 4 as const,
    sendIntroEmail: true,
    sendWeekday: 2,
    timeZone: 'America/New_York',
    language: 'de' as const,
  };

  it('completes the vault by email with an empty phone, trimmed, at the chosen frequency for full access', () => {
    expect(buildSetupRequest(form, true)).toEqual({
      seniorName: 'Rose Smith',
      seniorEmail: 'rose@example.com',
      seniorPhone: '',
      deliveryMethod: 'email',
      frequency: 4,
      sendIntroEmail: true,
      isSetupComplete: true,
      sendWeekday: 2,
      timeZone: 'America/New_York',
      language: 'de',
    });
  });

  it('sends weekly for a trial, whatever the form holds', () => {
    expect(buildSetupRequest(form, false).frequency).toBe(1);
  });

  it('starts with the intro email on, every 2 weeks (weekly in a trial), or with what an unfinished vault holds', () => {
    expect(initialSetupForm(undefined, true)).toEqual({
      seniorName: '',
      seniorEmail: '',
      frequency: 2,
      sendIntroEmail: true,
      // The browser's own time zone, and the weekday of the first question (3 days from today).
      sendWeekday: new Date(Date.now() + 3 * 24 * 60 * 60 * 1000).getDay(),
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      // The browser's first language StoryVault speaks (jsdom's is en-US).
      language: 'en',
    });
    expect(initialSetupForm(undefined, false).frequency).toBe(1);
    const draft = { seniorName: 'Rose', seniorEmail: 'rose@example.com', frequency: 4 } as VaultView;
    expect(initialSetupForm(draft, true)).toMatchObject({
      seniorName: 'Rose',
      seniorEmail: 'rose@example.com',
      frequency: 4,
    });
  });
});
