import type { WebMessages } from './types';

/** The web app's words in Dutch; a key not here is said in English. */
export const nl: Partial<WebMessages> = {};
