/**
 * The registration password rules of docs/product.md §5, shared by the registration page and the
 * server so both name the same missing items in the same words.
 */
export const PASSWORD_MIN_LENGTH = 8;

/** Each registration rule by name, so that a page can say it in its reader's language. */
export type PasswordRule = 'length' | 'uppercase' | 'lowercase' | 'number' | 'special';

const RULES: ReadonlyArray<{ rule: PasswordRule; item: string; test: (password: string) => boolean }> = [
  {
    rule: 'length',
    item: `at least ${PASSWORD_MIN_LENGTH} characters`,
    test: (p) => [...p].length >= PASSWORD_MIN_LENGTH,
  },
  { rule: 'uppercase', item: 'one uppercase letter', test: (p) => /\p{Lu}/u.test(p) },
  { rule: 'lowercase', item: 'one lowercase letter', test: (p) => /\p{Ll}/u.test(p) },
  { rule: 'number', item: 'one number', test: (p) => /\p{Nd}/u.test(p) },
  { rule: 'special', item: 'one special character', test: (p) => /[^\p{L}\p{Nd}\s]/u.test(p) },
];

export const PASSWORD_REQUIREMENTS_TITLE = 'Password requirements not met';

/** The rules a password breaks, in the words shown after 'Password must include: '. */
export function missingPasswordItems(password: string): string[] {
  return RULES.filter((rule) => !rule.test(password)).map((rule) => rule.item);
}

/** The rules a password breaks, by name, in the same order as `missingPasswordItems`. */
export function missingPasswordRules(password: string): PasswordRule[] {
  return RULES.filter((rule) => !rule.test(password)).map((rule) => rule.rule);
}

export function describeMissingPasswordItems(missing: string[]): string {
  return `Password must include: ${missing.join(', ')}`;
}
