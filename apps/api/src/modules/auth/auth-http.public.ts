/**
 * What other modules' HTTP sides may use of auth: the guards for their controllers, sessions and
 * the user's view. Apart from auth.public.ts so that code without HTTP loads none of it.
 */
export { SignedInGuard } from './adapters/http/signed-in.guard';
export type { SignedInRequest } from './adapters/http/signed-in.guard';
export { OptionalUserGuard } from './adapters/http/optional-user.guard';
export type { MaybeSignedInRequest } from './adapters/http/optional-user.guard';
export { establishSession, clientIp } from './adapters/http/session';
export { sessionStore } from './adapters/persistence/session-store';
export { toUserView } from './adapters/http/auth.controller';
