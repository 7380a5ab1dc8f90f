import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import { VaultRepository } from '../../application/ports/vault.repository';
import { editableFields, NewVault, Vault } from '../../domain/vault';
import { toVault, VAULT_AS_ENTITY } from './vault-row';
import { VaultOrmEntity } from './vault.orm-entity';
import { isUuid } from '../../../../shared/ids';

function toRow(vault: Partial<NewVault>): Partial<VaultOrmEntity> {
  const { frequency, ...rest } = vault;
  return frequency === undefined ? rest : { ...rest, frequencyWeeks: frequency };
}

/** The vault rows themselves (`vaults`), and the owner's membership written with a new vault. */
@Injectable()
export class TypeormVaultRepository extends VaultRepository {
  constructor(
    @InjectRepository(VaultOrmEntity) private readonly vaults: Repository<VaultOrmEntity>,
    @InjectDataSource() private readonly db: DataSource,
  ) {
    super();
  }

  async listByOwner(ownerId: string): Promise<Vault[]> {
    if (!isUuid(ownerId)) return [];
    const rows: VaultOrmEntity[] = await this.db.query(
      `${VAULT_AS_ENTITY} WHERE owner_id = $1 ORDER BY created_at ASC`,
      [ownerId],
    );
    return rows.map(toVault);
  }

  async listBySeniorEmail(email: string): Promise<Vault[]> {
    return this.listBySeniorEmails([email]);
  }

  async listBySeniorEmails(emails: string[]): Promise<Vault[]> {
    if (!emails.length) return [];
    const rows: VaultOrmEntity[] = await this.db.query(
      `${VAULT_AS_ENTITY} WHERE senior_email = ANY($1::text[]) ORDER BY created_at ASC`,
      [[...new Set(emails.map((e) => e.trim().toLowerCase()))]],
    );
    return rows.map(toVault);
  }

  async findByIds(ids: string[]): Promise<Vault[]> {
    const wellFormed = [...new Set(ids.filter((id) => isUuid(id)))];
    if (!wellFormed.length) return [];
    const rows: VaultOrmEntity[] = await this.db.query(`${VAULT_AS_ENTITY} WHERE id = ANY($1::uuid[])`, [wellFormed]);
    return rows.map(toVault);
  }

  async findById(id: string): Promise<Vault | null> {
    if (!isUuid(id)) return null;
    const [row]: VaultOrmEntity[] = await this.db.query(`${VAULT_AS_ENTITY} WHERE id = $1`, [id]);
    return row ? toVault(row) : null;
  }

  async create(vault: NewVault): Promise<Vault> {
    return this.db.transaction(async (tx) => {
      const row = await tx.save(tx.create(VaultOrmEntity, toRow(vault)));
      await tx.query(
        `INSERT INTO vault_members (vault_id, user_id, role, created_at)
         SELECT id, owner_id, 'owner', created_at FROM vaults WHERE id = $1`,
        [row.id],
      );
      return toVault(row);
    });
  }

  async update(vault: Vault): Promise<Vault> {
    await this.vaults.update({ id: vault.id }, toRow(editableFields(vault)));
    return toVault(await this.vaults.findOneByOrFail({ id: vault.id }));
  }

  async setStart(vaultId: string, startsAt: Date, nextSendAt: Date | null): Promise<Vault> {
    await this.vaults.update({ id: vaultId }, { startsAt, ...(nextSendAt ? { nextSendAt } : {}) });
    return toVault(await this.vaults.findOneByOrFail({ id: vaultId }));
  }

  async requestIntroduction(vaultId: string): Promise<void> {
    await this.vaults.update({ id: vaultId }, { sendIntroEmail: true, introSentAt: null });
  }
}
