import type { WebMessages } from './types';

/** The web app's words in Spanish; a key not here is said in English. */
export const es: Partial<WebMessages> = {};
