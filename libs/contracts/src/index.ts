export * from './auth';
export * from './errors';
export * from './password-rules';
export * from './health';
export * from './question';
export * from './vault';
export * from './intro-email';
export * from './billing';
