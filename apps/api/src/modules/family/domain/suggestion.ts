import { tidyQuestionText } from '../../question/question.public';
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

/** A suggested question's text, tidied by the question module's rule for typed questions. */
export function suggestionText(raw: string): string {
  const { text, problem } = tidyQuestionText(raw);
  if (problem === 'empty') throw new InvalidSuggestionError(SuggestionText.empty);
  if (problem === 'tooLong') throw new InvalidSuggestionError(SuggestionText.tooLong);
  return text;
}
