import { CommentView, SuggestionView } from '@storyvault/contracts';
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
