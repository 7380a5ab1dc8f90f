/** What other modules (delivery) may use of the family module. */
export { CommentsForSenior } from './application/comments-for-senior.service';
export type { SeniorComment } from './domain/comments-for-senior';
