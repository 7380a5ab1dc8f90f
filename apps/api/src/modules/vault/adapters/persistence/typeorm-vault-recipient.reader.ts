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
    if (!isUuid(vaultId)) return [];
    return this.db.query(
      `SELECT u.id AS "userId", u.name, u.email, m.role, u.language
         FROM vault_members m JOIN accounts u ON u.id = m.user_id
        WHERE m.vault_id = $1
        ORDER BY (m.role = 'owner') DESC, m.created_at, u.id`,
      [vaultId],
    );
  }
}
