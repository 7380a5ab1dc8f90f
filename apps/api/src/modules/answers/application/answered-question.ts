import { Delivery } from '../../delivery/delivery.public';
import { AnsweredQuestion } from '../../stories/stories.public';

/** The question a link's answer answers, as the stories module records it: told by its delivery. */
export function answeredQuestion(delivery: Delivery): AnsweredQuestion {
  return {
    vaultId: delivery.vaultId,
    deliveryId: delivery.id,
    vaultQuestionId: delivery.vaultQuestionId,
    questionId: delivery.questionId,
    questionText: delivery.questionText,
  };
}
