import { CUSTOM_QUESTION_MAX_LENGTH } from '@storyvault/contracts';

/** Why a typed question cannot be kept: nothing left once tidied, or too long. */
export type QuestionTextProblem = 'empty' | 'tooLong';

/**
 * A question someone typed (an owner's own, a family member's suggestion) as it is kept: line
 * endings unified, runs of spaces and tabs made one space and each line trimmed, at most one blank
 * line in a row, the whole trimmed; then 1 to CUSTOM_QUESTION_MAX_LENGTH characters (not UTF-16
 * units). One rule for both, so an accepted suggestion always makes a valid custom question; each
 * caller words its own refusal.
 */
export function tidyQuestionText(raw: string): { text: string; problem: QuestionTextProblem | null } {
  const text = raw
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  if (!text) return { text, problem: 'empty' };
  if ([...text].length > CUSTOM_QUESTION_MAX_LENGTH) return { text, problem: 'tooLong' };
  return { text, problem: null };
}
