/** What other modules, the CLI and tests may use of the notifications module. */
export { SendStoryEmails } from './application/send-story-emails.use-case';
export { SendStoryDigests, DIGEST_AFTER_MS } from './application/send-story-digests.use-case';
export { UnsubscribeLinks } from './application/unsubscribe-links.service';
export { STORY_EMAIL_JOB } from './application/plan-story-notifications.handler';
export { NOTIFICATIONS_ROUND } from './adapters/schedule/notification-jobs';
