/** What other modules may use of the question module. */
export { QuestionCatalog } from './application/question-catalog.service';
export type { Question } from './domain/question';
export { tidyQuestionText } from './domain/question-text';
export { SeedQuestionLibrary } from './application/seed-question-library.use-case';
export type { SeedSummary } from './application/seed-question-library.use-case';
export { CreateCustomQuestion } from './application/create-custom-question.use-case';
