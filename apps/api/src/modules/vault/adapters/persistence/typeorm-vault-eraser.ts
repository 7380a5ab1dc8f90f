import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { DomainEvent } from '../../../../shared/events/domain-event';
import { TypeormEventOutbox } from '../../../../shared/events/typeorm-event-outbox';
import { VaultEraser } from '../../application/ports/vault-eraser';

@Injectable()
export class TypeormVaultEraser extends VaultEraser {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly outbox: TypeormEventOutbox,
  ) {
    super();
  }

  async ownedBy(userId: string): Promise<string[]> {
    const rows: Array<{ id: string }> = await this.db.query(`SELECT id FROM vaults WHERE owner_id = $1`, [userId]);
    return rows.map((row) => row.id);
  }

  async delete(vaultId: string, events: readonly DomainEvent[]): Promise<boolean> {
    return this.db.transaction(async (manager) => {
      // The vault module's own rows first, by name; what other modules keep of the vault and
      // declared ON DELETE CASCADE (invitations, photo questions, deliveries, notification settings,
      // comments, suggestions) goes with the vault row, as each module chose in its migration.
      for (const table of ['vault_members', 'vault_questions', 'activities'])
        await manager.query(`DELETE FROM ${table} WHERE vault_id = $1`, [vaultId]);
      const [rows]: [unknown[], number] = await manager.query(`DELETE FROM vaults WHERE id = $1 RETURNING id`, [
        vaultId,
      ]);
      if (!rows.length) return false;
      await this.outbox.appendIn(manager, events);
      return true;
    });
  }
}
