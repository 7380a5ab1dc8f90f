import { categoryName, LANGUAGES, PREWRITTEN_CATEGORIES } from '@storyvault/contracts';
import type { Question } from '../question';
import { InvalidQuestionError } from '../question.errors';
import { inLanguage, LIBRARY_TEXTS, libraryLanguage, libraryText } from './library-text';
import { PREWRITTEN_QUESTIONS } from './prewritten-questions';
import { STARTER_QUESTION_KEYS } from './starter-set';

const KEYS = PREWRITTEN_QUESTIONS.map((question) => question.key);
const OTHERS = LANGUAGES.filter((language) => language !== 'en');

function normalized(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
}

describe('the library in every language', () => {
  it.each(LANGUAGES.map((language) => [language]))('%s has every question and no other', (language) => {
    expect(Object.keys(LIBRARY_TEXTS[language]).sort()).toEqual([...KEYS].sort());
  });

  it.each(OTHERS.map((language) => [language]))('%s words every question itself, not in English', (language) => {
    const english = PREWRITTEN_QUESTIONS.filter((question) => LIBRARY_TEXTS[language][question.key] === question.text);
    expect(english.map((question) => question.key)).toEqual([]);
  });

  it.each(OTHERS.map((language) => [language]))(
    '%s keeps every text short, tidy and ending like a question or a prompt',
    (language) => {
      const untidy = KEYS.filter((key) => {
        const text = LIBRARY_TEXTS[language][key];
        return (
          text.length > 200 ||
          text !== text.trim() ||
          text.includes('  ') ||
          !/\p{L}[?.]$/u.test(text.replace(/\u00a0\?$/, 'x?'))
        );
      });
      expect(untidy).toEqual([]);
    },
  );

  it.each(OTHERS.map((language) => [language]))('%s never asks the same question twice', (language) => {
    const texts = KEYS.map((key) => normalized(LIBRARY_TEXTS[language][key]));
    expect(texts.filter((text, index) => texts.indexOf(text) !== index)).toEqual([]);
  });

  it('opens every Spanish question with ¿', () => {
    const unopened = KEYS.filter((key) => LIBRARY_TEXTS.es[key].includes('?') && !LIBRARY_TEXTS.es[key].includes('¿'));
    expect(unopened).toEqual([]);
  });

  it('puts a no-break space before every French question mark, so a line never starts with one', () => {
    const loose = KEYS.filter((key) => /(^|[^\u00a0])\?/.test(LIBRARY_TEXTS.fr[key]));
    expect(loose).toEqual([]);
  });

  it.each(LANGUAGES.map((language) => [language]))('has the starter set in %s', (language) => {
    expect(STARTER_QUESTION_KEYS.filter((key) => !libraryText(key, language))).toEqual([]);
  });

  it.each(LANGUAGES.map((language) => [language]))('names the nine categories in %s, each differently', (language) => {
    const names = PREWRITTEN_CATEGORIES.map((category) => categoryName(category, language));
    expect(names.filter((name) => !name.trim())).toEqual([]);
    expect(new Set(names).size).toBe(PREWRITTEN_CATEGORIES.length);
  });

  it('names the categories in German in German', () => {
    expect(categoryName('childhood_and_school', 'de')).toBe('Kindheit & Schule');
    expect(categoryName('childhood_and_school', 'en')).toBe('Childhood & School');
  });
});

describe('a question read in a language', () => {
  const library: Question = {
    id: 'q1',
    key: 'childhood.first-day-of-school',
    text: 'What do you remember about your very first day of school?',
    category: 'childhood_and_school',
    isPrewritten: true,
    ownerId: null,
    starterRank: null,
  };

  it('is worded by its key in that language', () => {
    expect(inLanguage(library, 'de').text).toBe('Was weißt du noch von deinem allerersten Schultag?');
    expect(inLanguage(library, 'es').text).toBe('¿Qué recuerdas de tu primerísimo día de colegio?');
    expect(inLanguage(library, 'de')).toMatchObject({ id: 'q1', key: library.key, category: library.category });
  });

  it('reads as stored in English', () => {
    expect(inLanguage(library, 'en')).toBe(library);
  });

  it('stays as typed when it is a custom question', () => {
    const custom: Question = { ...library, key: null, isPrewritten: false, ownerId: 'o1', text: 'Wie war Opa?' };
    expect(inLanguage(custom, 'fr')).toBe(custom);
  });

  it('keeps its stored text when the library no longer lists its key', () => {
    const retired: Question = { ...library, key: 'childhood.retired-question' };
    expect(libraryText('childhood.retired-question', 'de')).toBeNull();
    expect(inLanguage(retired, 'de')).toBe(retired);
  });
});

describe('the language a library is asked for in', () => {
  it('is English when none is given', () => {
    expect(libraryLanguage(undefined)).toBe('en');
    expect(libraryLanguage('')).toBe('en');
  });

  it('is the one asked for when StoryVault speaks it', () => {
    expect(libraryLanguage('nl')).toBe('nl');
  });

  it('is refused, in plain words, when StoryVault does not speak it', () => {
    expect(() => libraryLanguage('it')).toThrow(InvalidQuestionError);
    expect(() => libraryLanguage('it')).toThrow(
      'StoryVault has its questions in en, de, es, fr, nl; "it" is not one of them.',
    );
    expect(() => libraryLanguage(['de', 'fr'])).toThrow(InvalidQuestionError);
  });
});
