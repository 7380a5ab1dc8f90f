import { DEFAULT_LANGUAGE, isLanguage, Language, LANGUAGES } from '@storyvault/contracts';
import { InvalidQuestionError } from '../question.errors';
import type { Question } from '../question';
import { PREWRITTEN_QUESTIONS } from './prewritten-questions';
import { DE } from './translations/de';
import { ES } from './translations/es';
import { FR } from './translations/fr';
import type { LibraryTexts } from './translations/library-texts';
import { NL } from './translations/nl';

const ENGLISH: Readonly<Record<string, string>> = Object.fromEntries(PREWRITTEN_QUESTIONS.map((q) => [q.key, q.text]));

/** The library's texts by language and key; English is the library files themselves. */
export const LIBRARY_TEXTS: Readonly<Record<Language, Readonly<Record<string, string>>>> = {
  en: ENGLISH,
  de: DE satisfies LibraryTexts,
  es: ES satisfies LibraryTexts,
  fr: FR satisfies LibraryTexts,
  nl: NL satisfies LibraryTexts,
};

/**
 * A library question's text in a language, by its key; null for a key the library does not (or
 * no longer) list. Pure: for callers without a database at hand.
 */
export function libraryText(key: string, language: Language): string | null {
  return Object.hasOwn(LIBRARY_TEXTS[language], key) ? LIBRARY_TEXTS[language][key] : null;
}

/**
 * The question as the senior of a vault in `language` reads it. A library question's text is
 * chosen here, at read time, by its key: so switching a vault's language switches its queued
 * questions with nothing rewritten. A custom question stays as typed, and a library row whose key
 * the library no longer lists keeps the text it was seeded with.
 */
export function inLanguage(question: Question, language: Language): Question {
  if (!question.isPrewritten || !question.key || language === 'en') return question;
  const text = libraryText(question.key, language);
  return text === null ? question : { ...question, text };
}

/** The language a library is asked for in: none given, English; one StoryVault does not speak, refused. */
export function libraryLanguage(requested: unknown): Language {
  if (requested === undefined || requested === '') return DEFAULT_LANGUAGE;
  if (isLanguage(requested)) return requested;
  throw new InvalidQuestionError(
    `StoryVault has its questions in ${LANGUAGES.join(', ')}; "${String(requested).slice(0, 20)}" is not one of them.`,
  );
}
