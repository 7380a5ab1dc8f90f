import type { NewVault } from '../src/modules/vault/domain/vault';

/** Rose's vault as an owner first creates it (setup not finished yet), for adapter tests. */
export function newVaultOf(ownerId: string): NewVault {
  return {
    ownerId,
    seniorName: 'Rose',
    seniorEmail: 'rose@example.com',
    seniorPhone: null,
    deliveryMethod: 'email',
    frequency: 2,
    sendIntroEmail: true,
    isSetupComplete: false,
    setupCompletedAt: null,
    nextSendAt: null,
    sendWeekday: 1,
    timeZone: 'UTC',
    language: 'en',
  };
}
