import { createContext, Fragment, useContext, useEffect, type ReactNode } from 'react';
import { DEFAULT_LANGUAGE, translator, type Language } from '@storyvault/contracts';

/**
 * The language of the pages the senior sees (the answer pages, the listen page): the vault's,
 * from the link's own payload; words come from the message catalogue (`senior.*`).
 */
const SeniorLanguage = createContext<Language>(DEFAULT_LANGUAGE);

/** Speaks `language` below it, and says so to the browser (`<html lang>`, for reading aloud and hyphens). */
export function SeniorLanguageProvider({ language, children }: { language: Language; children: ReactNode }) {
  useEffect(() => {
    const html = document.documentElement;
    const before = html.lang;
    html.lang = language;
    return () => {
      html.lang = before;
    };
  }, [language]);
  return <SeniorLanguage.Provider value={language}>{children}</SeniorLanguage.Provider>;
}

/** The page's language and its `translate`. */
export function useSeniorWords() {
  const language = useContext(SeniorLanguage);
  return { language, t: translator(language) };
}

/** A message whose `**words**` are the ones to press or look for: shown strong. */
export function withStrong(text: string): ReactNode {
  return text
    .split(/\*\*(.+?)\*\*/g)
    .map((part, i) => (i % 2 ? <strong key={i}>{part}</strong> : <Fragment key={i}>{part}</Fragment>));
}

/** "24 November" in the page's language, with the year only when it is not this year's. */
export function dayOf(iso: string, language: Language, now = new Date()): string {
  const date = new Date(iso);
  return date.toLocaleDateString(language === 'en' ? 'en-GB' : language, {
    day: 'numeric',
    month: 'long',
    ...(date.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }),
  });
}
