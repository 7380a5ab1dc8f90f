import type { WebMessages } from '../types';
import { access } from './access';
import { account } from './account';
import { family } from './family';
import { frame } from './frame';
import { keepsakes } from './keepsakes';
import { questions } from './questions';
import { stories } from './stories';

/** The web app's words in German, complete (the compiler checks every English key is here). Du, as in a family. */
export const de: WebMessages = { ...frame, ...access, ...account, ...stories, ...family, ...questions, ...keepsakes };
