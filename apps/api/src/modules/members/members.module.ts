import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { VaultModule } from '../vault/vault.module';
import { TypeormInvitationStore } from './adapters/persistence/typeorm-invitation.store';
import { FamilyMembers } from './application/family-members.use-cases';
import { InvitationLinks } from './application/invitation-links.use-cases';
import { InvitationStore } from './application/ports/invitation.store';

/**
 * A vault's family list: the owner's invitations (`vault_invitations`: invite, resend, roles,
 * removal) and the emailed join link. Who may do what in a vault is the vault module's
 * `VaultAccess`, which reads the members this module adds.
 */
@Module({
  imports: [AuthModule, VaultModule],
  providers: [{ provide: InvitationStore, useClass: TypeormInvitationStore }, FamilyMembers, InvitationLinks],
  exports: [FamilyMembers, InvitationLinks],
})
export class MembersModule {}
