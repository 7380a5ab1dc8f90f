import { book } from './book';
import { family } from './family';
import { library } from './library';
import { senior } from './senior';

/** Every message StoryVault sends or shows in this language, by key. */
export const catalogue = { ...senior, ...book, ...family, ...library };
