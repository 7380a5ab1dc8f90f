/** What other modules may use of auth: user lookups and accounts (their HTTP side: auth-http.public.ts). */
export { ManageUsers } from './application/manage-users.use-case';
export type { User } from './domain/user';
export { RegisterUser } from './application/register-user.use-case';
export { AddressThrottle } from './application/address-throttle.service';
export { EmailTakenError, UserNotFoundError } from './domain/auth.errors';
export { EraseAccount } from './application/erase-account.service';
