import { access } from './access';
import { account } from './account';
import { family } from './family';
import { frame } from './frame';
import { keepsakes } from './keepsakes';
import { questions } from './questions';
import { stories } from './stories';

/**
 * The web app's own words in English, in ICU message format (`{name}`, `{count, plural, one {…} other {…}}`,
 * `<link>…</link>` for markup). English declares the keys; each key is written whole where it is used
 * (never assembled), so the catalogue test can tell a key nobody uses.
 */
export const en = { ...frame, ...access, ...account, ...stories, ...family, ...questions, ...keepsakes } as const;
