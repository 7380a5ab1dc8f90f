import { Injectable } from '@nestjs/common';
import { Vault } from '../domain/vault';
import { VaultRole } from '../domain/vault-permissions';
import { ActorWithAccess } from './actor';
import { OwnersFullAccess } from './owners-full-access.service';
import { VaultRepository } from './ports/vault.repository';
import { VaultMemberships } from './ports/vault-memberships';
import { VaultQueueStore } from './ports/vault-queue.store';

export interface VaultSnapshot {
  vault: Vault;
  queueLength: number;
  askedQuestionIds?: string[];
}

/** A vault as one of its members sees it. */
export interface MemberVaultSnapshot extends VaultSnapshot {
  role: VaultRole;
  /** The vault owner's, which sets the effective frequency. */
  ownerHasFullAccess: boolean;
  /** "Shared with you by {ownerName}". */
  ownerName?: string;
}

@Injectable()
export class ListVaults {
  constructor(
    private readonly vaults: VaultRepository,
    private readonly owners: OwnersFullAccess,
    private readonly memberships: VaultMemberships,
    private readonly queue: VaultQueueStore,
  ) {}

  /**
   * The vaults the actor is a member of, the ones they own first, each with their role and its
   * owner's name. A member's own full access plays no part: the owner's sets the schedule.
   */
  async execute(actor: ActorWithAccess & { name?: string }): Promise<MemberVaultSnapshot[]> {
    const memberships = await this.memberships.listByMember(actor.id);
    const owners = await this.owners.owners(
      actor,
      memberships.map((m) => m.vault),
    );
    const snapshots = await this.snapshots(memberships.map((m) => m.vault));
    return snapshots.map((snapshot, i) => {
      const owner = owners(snapshot.vault);
      return {
        ...snapshot,
        role: memberships[i].role,
        ownerHasFullAccess: owner.hasFullAccess,
        ownerName: owner.name,
      };
    });
  }

  /** For operators: the vaults a user owns, oldest first. */
  async ownedBy(ownerId: string): Promise<VaultSnapshot[]> {
    return this.snapshots(await this.vaults.listByOwner(ownerId));
  }

  /** For operators, who know a senior by their email. */
  async bySeniorEmail(email: string): Promise<VaultSnapshot[]> {
    return this.snapshots(await this.vaults.listBySeniorEmail(email));
  }

  private snapshots(vaults: Vault[]): Promise<VaultSnapshot[]> {
    return Promise.all(
      vaults.map(async (vault) => ({
        vault,
        queueLength: (await this.queue.listQueue(vault.id)).length,
        askedQuestionIds: await this.queue.askedQuestionIds(vault.id),
      })),
    );
  }
}
