import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { MemberVault, VaultMemberships } from '../../application/ports/vault-memberships';
import { VaultRole } from '../../domain/vault-permissions';
import { toVault, VAULT_AS_ENTITY } from './vault-row';
import { VaultOrmEntity } from './vault.orm-entity';
import { isUuid } from '../../../../shared/ids';

/** A vault joined with one member's row: what every vault request reads first. */
const MEMBER_VAULT = `SELECT v.*, m.role FROM (${VAULT_AS_ENTITY}) v JOIN vault_members m ON m.vault_id = v.id`;
type MemberVaultRow = VaultOrmEntity & { role: VaultRole };
const toMemberVault = (row: MemberVaultRow): MemberVault => ({ vault: toVault(row), role: row.role });

/** Who is a member of which vault (`vault_members`), read with the vault in one statement. */
@Injectable()
export class TypeormVaultMemberships extends VaultMemberships {
  constructor(@InjectDataSource() private readonly db: DataSource) {
    super();
  }

  async listByMember(userId: string): Promise<MemberVault[]> {
    if (!isUuid(userId)) return [];
    const rows: MemberVaultRow[] = await this.db.query(
      `${MEMBER_VAULT} WHERE m.user_id = $1 ORDER BY (v."ownerId" = $1) DESC, v."createdAt" ASC, v.id ASC`,
      [userId],
    );
    return rows.map(toMemberVault);
  }

  async findForMember(vaultId: string, userId: string): Promise<MemberVault | null> {
    if (!isUuid(vaultId) || !isUuid(userId)) return null;
    const [row]: MemberVaultRow[] = await this.db.query(`${MEMBER_VAULT} WHERE m.vault_id = $1 AND m.user_id = $2`, [
      vaultId,
      userId,
    ]);
    return row ? toMemberVault(row) : null;
  }
}
