import { browserLanguage } from '../fields/LanguageField';
import { browserTimeZone, firstQuestionWeekday } from '../fields/SendingTimeFields';
import {
  DEFAULT_FREQUENCY,
  type Frequency,
  type Language,
  type SaveVaultRequest,
  type VaultView,
} from '@storyvault/contracts';

export interface SetupForm {
  seniorName: string;
  seniorEmail: string;
  frequency: Frequency;
  sendIntroEmail: boolean;
  sendWeekday: number;
  timeZone: string;
  language: Language;
}

/** docs/product.md §6: owners without full access (a trial) get weekly questions, whatever the form says. */
export const allowedFrequency = (hasFullAccess: boolean, chosen: Frequency): Frequency => (hasFullAccess ? chosen : 1);

/** A fresh form, or one carrying what an unfinished vault already holds; the intro email is on by default. */
export function initialSetupForm(vault: VaultView | undefined, hasFullAccess: boolean): SetupForm {
  return {
    seniorName: vault?.seniorName ?? '',
    seniorEmail: vault?.seniorEmail ?? '',
    frequency: allowedFrequency(hasFullAccess, vault?.frequency ?? DEFAULT_FREQUENCY),
    sendIntroEmail: true,
    // The first question comes 3 days after setup; by default the rhythm stays on that weekday.
    sendWeekday: vault?.sendWeekday ?? firstQuestionWeekday(),
    timeZone: vault?.timeZone && vault.timeZone !== 'UTC' ? vault.timeZone : browserTimeZone(),
    // A vault begun elsewhere (a gift) already has one; a new one starts in the browser's language.
    language: vault?.language ?? browserLanguage(),
  };
}

/** docs/product.md §4 and §7: setup always completes the vault, by email, with an empty phone. */
export function buildSetupRequest(form: SetupForm, hasFullAccess: boolean): SaveVaultRequest {
  return {
    seniorName: form.seniorName.trim(),
    seniorEmail: form.seniorEmail.trim(),
    seniorPhone: '',
    deliveryMethod: 'email',
    frequency: allowedFrequency(hasFullAccess, form.frequency),
    sendIntroEmail: form.sendIntroEmail,
    isSetupComplete: true,
    sendWeekday: form.sendWeekday,
    timeZone: form.timeZone,
    language: form.language,
  };
}
