import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { isUuid } from '../../../../shared/ids';
import { VaultRecipient, VaultRecipientReader } from '../../application/ports/vault-recipient.reader';

@Injectable()
export class TypeormVaultRecipientReader extends VaultRecipientReader {
  constructor(@InjectDataSource() private readonly db: DataSource) {
    super();
  }

  async of(vaultId: string): Promise<VaultRecipient[]> {
    return (await this.ofVaults([vaultId])).get(vaultId) ?? [];
  }

  async ofVaults(vaultIds: string[]): Promise<Map<string, VaultRecipient[]>> {
    const byVault = new Map<string, VaultRecipient[]>();
    const ids = [...new Set(vaultIds.filter((id) => isUuid(id)))];
    if (!ids.length) return byVault;
    const rows: Array<VaultRecipient & { vaultId: string }> = await this.db.query(
      `SELECT m.vault_id AS "vaultId", u.id AS "userId", u.name, u.email, m.role, u.language
         FROM vault_members m JOIN accounts u ON u.id = m.user_id
        WHERE m.vault_id = ANY($1::uuid[])
        ORDER BY m.vault_id, (m.role = 'owner') DESC, m.created_at, u.id`,
      [ids],
    );
    for (const { vaultId, ...person } of rows) byVault.set(vaultId, [...(byVault.get(vaultId) ?? []), person]);
    return byVault;
  }
}
