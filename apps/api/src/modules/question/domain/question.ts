import { CUSTOM_QUESTION_MAX_LENGTH, QuestionCategory } from '@storyvault/contracts';
import { InvalidQuestionError } from './question.errors';

export interface Question {
  id: string;
  /** Stable identity of a library question across releases; null for custom questions. */
  key: string | null;
  text: string;
  category: QuestionCategory;
  isPrewritten: boolean;
  /** The owner who wrote a custom question; null for the library. */
  ownerId: string | null;
  /** Position in the starter queue of a new vault (1..20), or null. */
  starterRank: number | null;
}

/** A custom question's text: trimmed, inner whitespace tidied, not empty, not too long. */
export function normalizeQuestionText(text: string): string {
  const normalized = text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  if (!normalized) throw new InvalidQuestionError('Please write a question before adding it.');
  if ([...normalized].length > CUSTOM_QUESTION_MAX_LENGTH) {
    throw new InvalidQuestionError(`A question can be at most ${CUSTOM_QUESTION_MAX_LENGTH} characters long.`);
  }
  return normalized;
}

/** Library questions anyone may use; custom ones only their owner. */
export function isUsableBy(question: Question, ownerId: string): boolean {
  return question.isPrewritten || question.ownerId === ownerId;
}
