import { ANSWER_LIMITS } from '../domain/answer';
import { AnswerLimitError } from '../domain/answer.errors';
import { LinkQuestion } from './answer-links';
import { LinkAnswerKind, LinkAnswerLog } from './ports/link-answer-log';

/** Records an answer against the link's limits, or refuses it (in the vault's language) with the limit it would pass. */
export async function reserveLinkAnswer(
  answers: LinkAnswerLog,
  { question, language }: LinkQuestion,
  kind: LinkAnswerKind,
  at: Date,
): Promise<string> {
  const reserved = await answers.reserve(question.id, kind, at, {
    perDay: ANSWER_LIMITS.answersPerDay,
    recordingsPerHour: ANSWER_LIMITS.recordingsPerHour,
  });
  if ('refused' in reserved) throw new AnswerLimitError(reserved.refused, language);
  return reserved.reservationId;
}
