import { FAMILY_LIMITS } from '@storyvault/contracts';
import { InvalidSuggestionError, SuggestionText } from './family.errors';

export type SuggestionStatus = 'open' | 'accepted' | 'dismissed';

/** A question a contributor proposes for the senior; the owner adds it to the queue or dismisses it. */
export interface Suggestion {
  id: string;
  vaultId: string;
  authorId: string;
  text: string;
  status: SuggestionStatus;
  createdAt: Date;
  decidedAt: Date | null;
}

export type NewSuggestion = Pick<Suggestion, 'vaultId' | 'authorId' | 'text' | 'createdAt'>;

/**
 * The same tidying and limit as a custom question's (the question module's rules), so an accepted
 * suggestion always makes a valid custom question: spaces tidied per line, at most one blank line,
 * trimmed, 1 to 500 characters.
 */
export function suggestionText(raw: string): string {
  const text = raw
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  if (!text) throw new InvalidSuggestionError(SuggestionText.empty);
  if ([...text].length > FAMILY_LIMITS.suggestionMaxLength) throw new InvalidSuggestionError(SuggestionText.tooLong);
  return text;
}
