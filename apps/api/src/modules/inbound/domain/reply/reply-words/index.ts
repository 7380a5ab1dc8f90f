import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { nl } from './nl';
import { ReplyWords } from './types';

export type { CommandKind, ReplyWords } from './types';

/** The languages in the order a tie between them is settled: the first wins. */
export const REPLY_WORDS: readonly ReplyWords[] = [en, de, es, fr, nl];
