import { WaitingPhotoQuestionView } from '@storyvault/contracts';
import { questionPhotoUrl } from '../../../question/question.public';
import { WaitingPhotoQuestion } from '../../application/photo-questions.use-cases';

export function toWaitingPhotoQuestionView(item: WaitingPhotoQuestion): WaitingPhotoQuestionView {
  return {
    waiting: true,
    questionId: item.questionId,
    question: { text: item.question.text, category: item.question.category },
    photoUrl: questionPhotoUrl(item.vaultId, item.questionId, 'web'),
    thumbnailUrl: questionPhotoUrl(item.vaultId, item.questionId, 'thumb'),
    addedBy: { name: item.addedBy.name },
    createdAt: item.createdAt.toISOString(),
  };
}
