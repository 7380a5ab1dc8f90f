import { ActivityType } from '@storyvault/contracts';

export interface Activity {
  id: string;
  vaultId: string;
  type: ActivityType;
  description: string;
  createdAt: Date;
}

/** Quotes a question in an activity line, shortened so the feed stays readable. */
export function quoteQuestion(text: string, max = 80): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  return `“${oneLine.length > max ? oneLine.slice(0, max - 1).trimEnd() + '…' : oneLine}”`;
}
