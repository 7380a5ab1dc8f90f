// The api's test kit: a configured app on its own database, in-memory kits of the use cases,
// and the contract suites every adapter of a port passes (the in-memory fakes as the real ones).
export * from './test-config';
export * from './test-database';
export * from './test-app';
export * from './recording-mailer';
export * from './event-kit';
export * from './contracts/event-outbox.contract';
export * from './contracts/story-repository.contract';
export * from './contracts/user-repository.contract';
export * from './contracts/reset-token-store.contract';
export * from './contracts/attempt-throttle.contract';
export * from './contracts/password-hasher.contract';
export * from './contracts/mailer.contract';
export * from './auth-kit';
export * from './contracts/question-repository.contract';
export * from './contracts/vault-repository.contract';
export * from './contracts/activity-log.contract';
export * from './vault-kit';
export * from './delivery-kit';
export * from './contracts/delivery-repository.contract';
export * from './contracts/vault-schedule-store.contract';
export * from './contracts/job-queue.contract';
export * from './contracts/object-store.contract';
export * from './vault-tables';
export * from './migrated-data-source';
export * from './contracts/invitation-store.contract';
