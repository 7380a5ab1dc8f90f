import { IntlMessageFormat } from 'intl-messageformat';
import { Fragment, createElement, type ReactNode } from 'react';
import type { Language } from '@storyvault/contracts';
import { WEB_CATALOGUES, type WebMessageKey } from './messages';

/** What a message may be given: names, counts (plurals), dates, and for rich messages the pieces of markup. */
export type WebMessageValues = Record<string, string | number | Date | ((chunks: ReactNode[]) => ReactNode)>;

/** Parsed once per language and key: a list of stories formats the same few messages many times. */
const formats = new Map<string, IntlMessageFormat>();

/** True for a key of the web catalogue (react-admin's own keys, `ra.…`, are not). */
export function isWebMessageKey(key: string): key is WebMessageKey {
  return Object.prototype.hasOwnProperty.call(WEB_CATALOGUES.en, key);
}

/**
 * The message in the language, or in English when that language has no such message yet: each key
 * falls back on its own, so a half-translated language is still readable.
 */
function formatFor(language: Language, key: WebMessageKey): IntlMessageFormat {
  const own = WEB_CATALOGUES[language][key];
  const chosen: Language = own === undefined ? 'en' : language;
  const id = `${chosen}\u0000${key}`;
  let format = formats.get(id);
  if (!format) {
    format = new IntlMessageFormat(own ?? WEB_CATALOGUES.en[key], chosen);
    formats.set(id, format);
  }
  return format;
}

/** A message as plain text, its values put in by ICU's rules. */
export function formatMessage(
  language: Language,
  key: WebMessageKey,
  values?: Record<string, string | number | Date>,
): string {
  return String(formatFor(language, key).format(values));
}

/**
 * A message with markup in it (`Write to us at <email>{address}</email>.`): each tag is given as a
 * function that wraps its words, so a link stays inside the one sentence each language orders its own way.
 */
export function formatRichMessage(language: Language, key: WebMessageKey, values: WebMessageValues): ReactNode {
  const result = formatFor(language, key).format<ReactNode>(values as Record<string, ReactNode>);
  // Text and markup come back as a list: each piece keyed by its place, as React asks of a list.
  return Array.isArray(result)
    ? result.map((part, index) => createElement(Fragment, { key: index }, part as ReactNode))
    : (result as ReactNode);
}
