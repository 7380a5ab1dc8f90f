import { AnsweredQuestion } from '../../stories/stories.public';
import { Delivery } from '../domain/delivery';

/** The question an answer to `delivery` answers (by link or by email), as the stories module records it. */
export function answeredQuestionOf(delivery: Delivery): AnsweredQuestion {
  return {
    vaultId: delivery.vaultId,
    deliveryId: delivery.id,
    vaultQuestionId: delivery.vaultQuestionId,
    questionId: delivery.questionId,
    questionText: delivery.questionText,
  };
}
