import type { en } from './en';

/** Every key of the web app's catalogue: English declares them all. */
export type WebMessageKey = keyof typeof en;

/** A whole catalogue: a string for every key. */
export type WebMessages = { readonly [K in WebMessageKey]: string };
