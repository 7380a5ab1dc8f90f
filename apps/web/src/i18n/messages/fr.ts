import type { WebMessages } from './index';

/** The web app's words in French; a key not here is said in English. */
export const fr: Partial<WebMessages> = {};
