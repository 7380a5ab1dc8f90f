/** What other modules may use of the vault module. */
export { VaultAccess } from './application/vault-access.service';
export type { Actor } from './application/actor';
export { VaultNotFoundError } from './domain/vault.errors';
export { ListVaults } from './application/list-vaults.use-case';
export { VaultQueue } from './application/vault-queue.use-cases';
export { VaultInsights } from './application/vault-insights.use-cases';
export type { Vault } from './domain/vault';
export { effectiveFrequency } from './domain/vault';
export type { VaultQuestion } from './domain/vault-queue';
export { nextSendAfter } from './domain/schedule';
export { quoteQuestion } from './domain/activity';
export { VaultDirectory } from './application/vault-directory.service';
export { VaultStories } from './application/vault-stories.service';
export { FollowOwnerAccess } from './application/follow-owner-access.use-case';
export { FamilyMembers } from './application/family-members.use-cases';
export type { FamilyMember } from './domain/invitation';
