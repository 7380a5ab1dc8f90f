import type { Language } from '@storyvault/contracts';

export interface User {
  id: string;
  name: string;
  /** Always stored normalised (see normalizeEmail), which makes it unique case-insensitively. */
  email: string;
  passwordHash: string;
  hasFullAccess: boolean;
  createdAt: Date;
  /** When the account goes for good, once its owner asked to delete it; null (or absent) otherwise. */
  deleteAfter?: Date | null;
  /** The person's own language: the family's emails they get and their dashboard. */
  language: Language;
}

/** A new account; without a language, English (DEFAULT_LANGUAGE). */
export type NewUser = Omit<User, 'id' | 'createdAt' | 'deleteAfter' | 'language'> & { language?: Language };

export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function normalizeName(name: string): string {
  return name.trim().replace(/\s+/g, ' ');
}
