/** What other modules may use of auth: the signed-in guard for their controllers, and user lookups. */
export { SignedInGuard } from './adapters/http/signed-in.guard';
export type { SignedInRequest } from './adapters/http/signed-in.guard';
export { ManageUsers } from './application/manage-users.use-case';
export type { User } from './domain/user';
export { RegisterUser } from './application/register-user.use-case';
export { OptionalUserGuard } from './adapters/http/optional-user.guard';
export type { MaybeSignedInRequest } from './adapters/http/optional-user.guard';
export { establishSession } from './adapters/http/session';
export { sessionStore } from './adapters/persistence/session-store';
export { toUserView } from './adapters/http/auth.controller';
export { AddressThrottle } from './application/address-throttle.service';
export { clientIp } from './adapters/http/session';
export { EmailTakenError, UserNotFoundError } from './domain/auth.errors';
export { EraseAccount } from './application/erase-account.service';
