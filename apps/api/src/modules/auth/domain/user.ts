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
}

export type NewUser = Omit<User, 'id' | 'createdAt' | 'deleteAfter'>;

export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function normalizeName(name: string): string {
  return name.trim().replace(/\s+/g, ' ');
}
