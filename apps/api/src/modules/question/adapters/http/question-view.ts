import { QuestionView } from '@storyvault/contracts';
import { Question } from '../../domain/question';

export function toQuestionView(question: Question): QuestionView {
  return { id: question.id, text: question.text, isPrewritten: question.isPrewritten, category: question.category };
}
