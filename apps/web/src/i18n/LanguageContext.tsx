import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { languageOf, type Language } from '@storyvault/contracts';
import { formatMessage, formatRichMessage, type WebMessageValues } from './format';
import type { WebMessageKey } from './messages';

/** The browser's own choice: the language the app speaks until the person's setting is known. */
export function browserLanguage(): Language {
  if (typeof navigator === 'undefined') return 'en';
  return languageOf(navigator.languages?.length ? navigator.languages : [navigator.language ?? '']);
}

interface LanguageState {
  language: Language;
  /** The person's setting once known (signed in), or null to go back to the browser's (signed out). */
  setLanguage: (language: Language | null) => void;
}

const LanguageContext = createContext<LanguageState>({ language: 'en', setLanguage: () => undefined });

/** The language the signed-in person reads the app in; the browser's until the person's setting is known. */
export function LanguageProvider({ children, initial }: { children: ReactNode; initial?: Language }) {
  const [chosen, setChosen] = useState<Language | null>(null);
  const [browser] = useState<Language>(() => initial ?? browserLanguage());
  const setLanguage = useCallback((language: Language | null) => setChosen(language), []);
  const value = useMemo(() => ({ language: chosen ?? browser, setLanguage }), [chosen, browser, setLanguage]);
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}

export function useLanguage(): LanguageState {
  return useContext(LanguageContext);
}

/** `<html lang>` follows the language of the screen, for screen readers, hyphenation and spelling. */
export function useDocumentLanguage(): void {
  const { language } = useLanguage();
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
}

export interface Translate {
  (key: WebMessageKey, values?: Record<string, string | number | Date>): string;
  /** A message with links or emphasis in it: each tag a function wrapping its words. */
  rich: (key: WebMessageKey, values: WebMessageValues) => ReactNode;
  language: Language;
}

/** The words of one language, for code outside components (a label, a note) that is handed it. */
export function translatorFor(language: Language): Translate {
  const t = ((key, values) => formatMessage(language, key, values)) as Translate;
  t.rich = (key, values) => formatRichMessage(language, key, values);
  t.language = language;
  return t;
}

/** English, the default of helpers whose callers do not say. */
export const ENGLISH: Translate = translatorFor('en');

/** The screen's words in the person's language: `const t = useT(); t('dashboard.account.title')`. */
export function useT(): Translate {
  const { language } = useLanguage();
  return useMemo(() => translatorFor(language), [language]);
}
