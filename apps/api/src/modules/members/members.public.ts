/** What other modules may use of the members module. */
export { FamilyMembers } from './application/family-members.use-cases';
export type { FamilyMember } from './domain/invitation';
