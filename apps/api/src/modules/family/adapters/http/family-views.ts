import { CommentView, SuggestionView, VaultQuestionView } from '@storyvault/contracts';
import { QueuedQuestion } from '../../../vault/vault.public';
import { ReadComment } from '../../application/story-comments.use-cases';
import { ReadSuggestion } from '../../application/suggested-questions.use-cases';

export function toCommentView({ comment, authorName, canDelete }: ReadComment): CommentView {
  return {
    id: comment.id,
    text: comment.text,
    author: { name: authorName },
    createdAt: comment.createdAt.toISOString(),
    canDelete,
  };
}

export function toSuggestionView({ suggestion, suggestedByName }: ReadSuggestion): SuggestionView {
  return {
    id: suggestion.id,
    text: suggestion.text,
    suggestedBy: { name: suggestedByName },
    createdAt: suggestion.createdAt.toISOString(),
  };
}

/** As GET /api/vaults/{id}/questions gives each queued question. */
export function toQueuedQuestionView(item: QueuedQuestion): VaultQuestionView {
  return {
    id: item.id,
    questionId: item.questionId,
    order: item.order,
    isCustom: item.isCustom,
    question: { text: item.question.text, category: item.question.category },
  };
}
