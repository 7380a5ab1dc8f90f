/**
 * The registration password rules of docs/product.md §5, shared by the registration page and the
 * server so both name the same missing items in the same words.
 */
export const PASSWORD_MIN_LENGTH = 8;

const RULES: ReadonlyArray<{ item: string; test: (password: string) => boolean }> = [
  { item: `at least ${PASSWORD_MIN_LENGTH} characters`, test: (p) => [...p].length >= PASSWORD_MIN_LENGTH },
  { item: 'one uppercase letter', test: (p) => /\p{Lu}/u.test(p) },
  { item: 'one lowercase letter', test: (p) => /\p{Ll}/u.test(p) },
  { item: 'one number', test: (p) => /\p{Nd}/u.test(p) },
  { item: 'one special character', test: (p) => /[^\p{L}\p{Nd}\s]/u.test(p) },
];

export const PASSWORD_REQUIREMENTS_TITLE = 'Password requirements not met';

/** The rules a password breaks, in the words shown after 'Password must include: '. */
export function missingPasswordItems(password: string): string[] {
  return RULES.filter((rule) => !rule.test(password)).map((rule) => rule.item);
}

export function describeMissingPasswordItems(missing: string[]): string {
  return `Password must include: ${missing.join(', ')}`;
}
