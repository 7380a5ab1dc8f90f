import { CUSTOM_QUESTION_MAX_LENGTH, QuestionCategory } from '@storyvault/contracts';
import { InvalidQuestionError } from './question.errors';
import { tidyQuestionText } from './question-text';

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

/** A custom question's text, tidied (`tidyQuestionText`); refused when empty or too long. */
export function normalizeQuestionText(raw: string): string {
  const { text, problem } = tidyQuestionText(raw);
  if (problem === 'empty') throw new InvalidQuestionError('Please write a question before adding it.');
  if (problem === 'tooLong') {
    throw new InvalidQuestionError(`A question can be at most ${CUSTOM_QUESTION_MAX_LENGTH} characters long.`);
  }
  return text;
}

/** Library questions anyone may use; custom ones only their owner. */
export function isUsableBy(question: Question, ownerId: string): boolean {
  return question.isPrewritten || question.ownerId === ownerId;
}
