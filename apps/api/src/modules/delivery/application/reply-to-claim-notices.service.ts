import { Injectable, Logger } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config';
import { ManageUsers } from '../../auth/auth.public';
import { Vault } from '../../vault/vault.public';
import { DedupeKeys } from '../domain/delivery';
import { replyToClaimEmail } from '../domain/emails/reply-to-claim-email';
import { DeliverySender } from './delivery-sender.service';
import { DeliveryRepository } from './ports/delivery.repository';

/**
 * Tells owners that a reply from their senior's address waits to be filed (the address is in
 * more than one family's vaults, or in several of one owner's with questions open). Once per owner and reply: the notice is a delivery with its
 * own dedupe key, so processing the reply again sends nothing new.
 */
@Injectable()
export class ReplyToClaimNotices {
  private readonly logger = new Logger('Delivery');

  constructor(
    private readonly deliveries: DeliveryRepository,
    private readonly sender: DeliverySender,
    private readonly users: ManageUsers,
    private readonly config: AppConfig,
  ) {}

  /**
   * Sends the notices; how many owners were told. Never throws: a failed send is recorded on
   * its delivery (`storyvault deliveries`) and logged, and the reply stays unmatched either way.
   */
  async tell(reply: { inboundId: string; from: string; receivedAt: Date }, vaults: Vault[]): Promise<number> {
    const firstVaultOf = new Map<string, Vault>();
    for (const vault of vaults) if (!firstVaultOf.has(vault.ownerId)) firstVaultOf.set(vault.ownerId, vault);
    const owners = await this.users.findByIds([...firstVaultOf.keys()]);
    let told = 0;
    for (const [ownerId, vault] of firstVaultOf) {
      const owner = owners.get(ownerId);
      if (!owner) continue;
      try {
        const notice = await this.deliveries.createOrGet({
          vaultId: vault.id,
          kind: 'reply_to_claim',
          dedupeKey: DedupeKeys.replyToClaim(reply.inboundId, ownerId),
          recipient: owner.email,
          vaultQuestionId: null,
          questionId: null,
          questionText: null,
          parentId: null,
          tokenHash: null,
          tokenSealed: null,
        });
        const email = replyToClaimEmail({
          ownerName: owner.name,
          language: owner.language,
          seniorName: vault.seniorName,
          seniorEmail: reply.from,
          receivedAt: reply.receivedAt,
          reference: reply.inboundId,
          supportEmail: this.config.SUPPORT_EMAIL,
          shared: firstVaultOf.size > 1,
        });
        await this.sender.send(notice, {
          ...email,
          replyTo: this.config.SUPPORT_EMAIL,
          headers: { 'Auto-Submitted': 'auto-generated' },
        });
        told++;
      } catch (error) {
        this.logger.error(
          `Telling the owner of vault ${vault.id} of reply ${reply.inboundId} failed: ${String(error)}`,
        );
      }
    }
    return told;
  }
}
