import type { Language } from '@storyvault/contracts';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { nl } from './nl';
import type { WebMessages } from './types';

/**
 * The web app's own words (the dashboard, the sign-in and account pages), one ICU catalogue per
 * language. English declares every key; German has them all (the compiler checks); the others may
 * leave a key out and that key is then said in English.
 */
export type { WebMessageKey, WebMessages } from './types';

export const WEB_CATALOGUES: Record<Language, Partial<WebMessages>> & { en: WebMessages; de: WebMessages } = {
  en,
  de,
  es,
  fr,
  nl,
};
