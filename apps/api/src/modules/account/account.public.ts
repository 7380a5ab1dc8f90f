/** What the CLI and tests may use of the account module. */
export { EraseDueAccounts } from './application/erase-due-accounts.use-case';
