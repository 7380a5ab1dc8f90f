import { isLanguage, Language, LANGUAGES } from '@storyvault/contracts';
import { InvalidArgumentError } from 'commander';

/** Parsers for options and arguments: bad input is refused before anything runs, with what to give instead. */

/** A whole number from `min` to `max`, e.g. `--limit`. */
export function wholeNumber(min: number, max: number): (value: string) => number {
  return (value) => {
    const n = /^\s*\d+\s*$/.test(value) ? Number(value) : NaN;
    if (!Number.isSafeInteger(n) || n < min || n > max)
      throw new InvalidArgumentError(`Give a whole number from ${min} to ${max}.`);
    return n;
  };
}

/** A number of seconds above 0 (fractions allowed), e.g. `--timeout`. */
export function seconds(value: string): number {
  const n = /^\s*\d+(\.\d+)?\s*$/.test(value) ? Number(value) : NaN;
  if (!Number.isFinite(n) || n <= 0 || n > 3600) throw new InvalidArgumentError('Give a number of seconds above 0.');
  return n;
}

/** An email address, trimmed (the lookups themselves ignore case). */
export function emailAddress(value: string): string {
  const email = value.trim();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 254)
    throw new InvalidArgumentError('Give an email address, like rose@example.com.');
  return email;
}

/** Text that must not be empty, e.g. `--name`. */
export function nonEmpty(value: string): string {
  const text = value.trim();
  if (!text) throw new InvalidArgumentError('Give a value that is not empty.');
  return text;
}

/** One of the languages StoryVault speaks, by its code, e.g. `--language de`. */
export function languageCode(value: string): Language {
  const code = value.trim().toLowerCase();
  if (!isLanguage(code)) throw new InvalidArgumentError(`Give one of ${LANGUAGES.join(', ')}.`);
  return code;
}
