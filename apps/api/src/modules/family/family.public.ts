/** What other modules (delivery, keepsakes) may use of the family module. */
export { CommentsForSenior } from './application/comments-for-senior.service';
export type { SeniorComment } from './domain/comments-for-senior';
export { CommentsForKeepsakes } from './application/comments-for-keepsakes.service';
export type { KeptComment } from './application/comments-for-keepsakes.service';
