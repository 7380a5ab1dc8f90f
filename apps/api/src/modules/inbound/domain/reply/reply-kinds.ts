/** What a senior may ask in a reply: the shapes every part of the reply grammar shares. */
export type ReplyCommand = { kind: 'skip' } | { kind: 'pause'; until: Date } | { kind: 'resume' } | { kind: 'stop' };

/** The languages a senior's reply words are understood in, and her confirmations written in. */
export type ReplyLanguage = 'en' | 'de' | 'es' | 'fr' | 'nl';
export const REPLY_LANGUAGES: readonly ReplyLanguage[] = ['en', 'de', 'es', 'fr', 'nl'];
