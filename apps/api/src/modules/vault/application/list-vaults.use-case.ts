import { Injectable } from '@nestjs/common';
import { Vault } from '../domain/vault';
import { VaultRole } from '../domain/vault-permissions';
import { ActorWithAccess } from './actor';
import { OwnersFullAccess } from './owners-full-access.service';
import { VaultRepository } from './ports/vault.repository';

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
}

@Injectable()
export class ListVaults {
  constructor(
    private readonly vaults: VaultRepository,
    private readonly owners: OwnersFullAccess,
  ) {}

  /** The vaults the actor is a member of, the ones they own first, each with their role. */
  async execute(actor: ActorWithAccess): Promise<MemberVaultSnapshot[]> {
    const memberships = await this.vaults.listByMember(actor.id);
    const ownerHasFullAccess = await this.owners.of(
      actor,
      memberships.map((m) => m.vault),
    );
    const snapshots = await this.snapshots(memberships.map((m) => m.vault));
    return snapshots.map((snapshot, i) => ({
      ...snapshot,
      role: memberships[i].role,
      ownerHasFullAccess: ownerHasFullAccess(snapshot.vault),
    }));
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
        queueLength: (await this.vaults.listQueue(vault.id)).length,
        askedQuestionIds: await this.vaults.askedQuestionIds(vault.id),
      })),
    );
  }
}
