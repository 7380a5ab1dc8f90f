import type { Language } from '../languages';
import type { Messages } from '../messages';
import { catalogue as de } from './de';
import { catalogue as en } from './en';
import { catalogue as es } from './es';
import { catalogue as fr } from './fr';
import { catalogue as nl } from './nl';

/** A message's key: English has every key, and so must each other language (checked by the compiler). */
export type MessageKey = keyof typeof en;

/** One catalogue per language. */
export const CATALOGUES: Record<Language, Messages<typeof en>> = { en, de, es, fr, nl };
