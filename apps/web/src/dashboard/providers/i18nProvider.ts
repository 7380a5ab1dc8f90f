import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import frenchMessages from 'ra-language-french';
import germanMessages from 'ra-language-german';
import spanishMessages from 'ra-language-spanish';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { LANGUAGES, LANGUAGE_NAMES, isLanguage, type Language } from '@storyvault/contracts';
import { formatMessage, isWebMessageKey } from '../../i18n/format';

type Tree = { [key: string]: string | Tree };

/** `over` laid on `under`, key by key: an older pack's missing words stay English. */
function merge(under: Tree, over: Tree): Tree {
  const result: Tree = { ...under };
  for (const [key, value] of Object.entries(over)) {
    const below = result[key];
    result[key] = typeof value === 'object' && typeof below === 'object' ? merge(below, value) : value;
  }
  return result;
}

const PACKS: Record<Language, TranslationMessages | null> = {
  en: null,
  de: germanMessages,
  es: spanishMessages,
  fr: frenchMessages,
  // No Dutch pack is published: react-admin's own words stay English.
  nl: null,
};

/** react-admin's own words in a language, English under each pack. */
export function reactAdminMessages(locale: string): TranslationMessages {
  const pack = isLanguage(locale) ? PACKS[locale] : null;
  const english = englishMessages as unknown as Tree;
  return (pack ? merge(english, pack as unknown as Tree) : english) as unknown as TranslationMessages;
}

/**
 * The dashboard's i18nProvider in one language: react-admin's words (`ra.…`) by polyglot from the
 * published packs, and the app's own (`dashboard.…`) from the web catalogue in ICU message format.
 * A new provider per language: the dashboard is given the new one when the person switches.
 */
export function createI18nProvider(language: Language): I18nProvider {
  const polyglot = polyglotI18nProvider(
    reactAdminMessages,
    language,
    LANGUAGES.map((locale) => ({ locale, name: LANGUAGE_NAMES[locale] })),
    { allowMissing: true },
  );
  return {
    ...polyglot,
    translate: (key, options) =>
      isWebMessageKey(key)
        ? formatMessage(language, key, options as Record<string, string | number | Date> | undefined)
        : polyglot.translate(key, options),
  };
}
