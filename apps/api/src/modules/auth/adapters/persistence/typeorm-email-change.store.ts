import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { EmailChangeStore, PendingEmailChange } from '../../application/ports/email-change.store';

/** The `email_changes` table. */
@Injectable()
export class TypeormEmailChangeStore extends EmailChangeStore {
  constructor(@InjectDataSource() private readonly db: DataSource) {
    super();
  }

  async save(change: PendingEmailChange, now: Date): Promise<void> {
    await this.db.transaction(async (manager) => {
      await manager.query(`UPDATE email_changes SET used_at = $1 WHERE user_id = $2 AND used_at IS NULL`, [
        now,
        change.userId,
      ]);
      await manager.query(
        `INSERT INTO email_changes (user_id, new_email, token_hash, expires_at) VALUES ($1, $2, $3, $4)`,
        [change.userId, change.newEmail, change.tokenHash, change.expiresAt],
      );
    });
  }

  async consume(tokenHash: string, now: Date): Promise<{ userId: string; newEmail: string } | null> {
    const [rows]: [Array<{ user_id: string; new_email: string }>, number] = await this.db.query(
      `UPDATE email_changes SET used_at = $1
        WHERE token_hash = $2 AND used_at IS NULL AND expires_at > $1
        RETURNING user_id, new_email`,
      [now, tokenHash],
    );
    return rows[0] ? { userId: rows[0].user_id, newEmail: rows[0].new_email } : null;
  }
}
