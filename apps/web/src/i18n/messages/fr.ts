import type { WebMessages } from './types';

/** The web app's words in French; a key not here is said in English. */
export const fr: Partial<WebMessages> = {};
