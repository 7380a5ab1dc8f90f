import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { VaultPauseStore } from '../../application/ports/vault-pause.store';
import { PausedBy, PauseKind } from '../../domain/pause';
import { VaultOrmEntity } from './vault.orm-entity';
import { isUuid } from '../../../../shared/ids';

/** Pausing and resuming a vault's questions (`vaults.paused_until`, `pause_kind`, `paused_by`). */
@Injectable()
export class TypeormVaultPauseStore extends VaultPauseStore {
  constructor(@InjectRepository(VaultOrmEntity) private readonly vaults: Repository<VaultOrmEntity>) {
    super();
  }

  async pauseQuestions(
    vaultId: string,
    pause: { kind: PauseKind; until: Date | null; by: PausedBy },
    nextSendAt: Date | null,
  ): Promise<void> {
    await this.vaults.update(
      { id: vaultId },
      { pausedUntil: pause.until, pauseKind: pause.kind, pausedBy: pause.by, ...(nextSendAt ? { nextSendAt } : {}) },
    );
  }

  async resumeQuestions(vaultId: string, now: Date, nextSendAt: Date): Promise<boolean> {
    if (!isUuid(vaultId)) return false;
    const [, resumed] = (await this.vaults.query(
      `UPDATE vaults SET paused_until = NULL, pause_kind = NULL, paused_by = NULL,
         next_send_at = CASE WHEN is_setup_complete THEN $3::timestamptz ELSE next_send_at END
       WHERE id = $1 AND (pause_kind = 'stop' OR (pause_kind = 'pause' AND paused_until > $2))`,
      [vaultId, now, nextSendAt],
    )) as [unknown, number];
    return resumed > 0;
  }
}
