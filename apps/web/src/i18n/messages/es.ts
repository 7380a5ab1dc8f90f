import type { WebMessages } from './index';

/** The web app's words in Spanish; a key not here is said in English. */
export const es: Partial<WebMessages> = {};
