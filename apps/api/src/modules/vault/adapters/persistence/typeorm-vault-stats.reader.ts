import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { VaultStatsReader } from '../../application/ports/vault-stats.reader';

@Injectable()
export class TypeormVaultStatsReader extends VaultStatsReader {
  constructor(@InjectDataSource() private readonly db: DataSource) {
    super();
  }

  async countDue(now: Date): Promise<number> {
    // The same two conditions the workers claim by, each on its own partial index.
    const [{ due }]: Array<{ due: number }> = await this.db.query(
      `SELECT count(*)::int AS due FROM vaults
       WHERE is_setup_complete AND ((send_intro_email AND intro_sent_at IS NULL) OR next_send_at <= $1)`,
      [now],
    );
    return due;
  }
}
