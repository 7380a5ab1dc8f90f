/** What other modules' controllers use of vault: a queued question as the api shows it. Apart from vault.public.ts so that code without HTTP loads none of it. */
export { toVaultQuestionView } from './adapters/http/vault-views';
