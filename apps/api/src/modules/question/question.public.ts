/** What other modules may use of the question module. */
export { QuestionCatalog } from './application/question-catalog.service';
export type { Question } from './domain/question';
export { tidyQuestionText } from './domain/question-text';
export { inLanguage, libraryText } from './domain/library/library-text';
export { SeedQuestionLibrary } from './application/seed-question-library.use-case';
export type { SeedSummary } from './application/seed-question-library.use-case';
export { CreateCustomQuestion } from './application/create-custom-question.use-case';
export { QuestionPhotos } from './application/question-photos.service';
export type { EmailPhoto, PhotoLookup } from './application/question-photos.service';
export {
  PhotoQuestionNotWaitingError,
  PhotoQuestionsBusyError,
  PhotoQuestionText,
  PhotoQuestionTooLargeError,
  PhotoQuestionUnsupportedError,
  PhotoQuestionUploadError,
  photoKeys,
  QuestionPhotoNotFoundError,
  questionPhotosPrefix,
  questionPhotoUrl,
  SERVED_PHOTO_COPIES,
} from './domain/question-photo';
export type { QuestionPhoto, ServedPhotoCopy } from './domain/question-photo';
