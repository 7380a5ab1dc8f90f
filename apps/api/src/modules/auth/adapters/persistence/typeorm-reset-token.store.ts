import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, LessThan, MoreThan, Repository } from 'typeorm';
import { ResetTokenStore, StoredResetToken } from '../../application/ports/reset-token.store';
import { PasswordResetOrmEntity } from './password-reset.orm-entity';

@Injectable()
export class TypeormResetTokenStore extends ResetTokenStore {
  constructor(@InjectRepository(PasswordResetOrmEntity) private readonly rows: Repository<PasswordResetOrmEntity>) {
    super();
  }

  async save(token: StoredResetToken): Promise<void> {
    await this.rows.insert({ userId: token.userId, tokenHash: token.tokenHash, expiresAt: token.expiresAt });
  }

  async consume(tokenHash: string, now: Date): Promise<string | null> {
    // One UPDATE ... RETURNING over all the user's outstanding tokens: the row locks make a
    // concurrent use of this token, or of another of the user's, find used_at set and skip it.
    const [rows] = (await this.rows.query(
      `UPDATE password_resets SET used_at = $1
        WHERE used_at IS NULL
          AND user_id = (SELECT user_id FROM password_resets
                          WHERE token_hash = $2 AND used_at IS NULL AND expires_at > $1)
        RETURNING user_id, token_hash`,
      [now, tokenHash],
    )) as [Array<{ user_id: string; token_hash: string }>, number];
    return rows.find((row) => row.token_hash === tokenHash)?.user_id ?? null;
  }

  async voidAll(userId: string, now: Date): Promise<void> {
    await this.rows.query('UPDATE password_resets SET used_at = $1 WHERE user_id = $2 AND used_at IS NULL', [
      now,
      userId,
    ]);
  }

  async peek(tokenHash: string, now: Date): Promise<string | null> {
    const row = await this.rows.findOneBy({ tokenHash, usedAt: IsNull(), expiresAt: MoreThan(now) });
    return row?.userId ?? null;
  }

  async purgeExpired(cutoff: Date): Promise<number> {
    const result = await this.rows.delete({ expiresAt: LessThan(cutoff) });
    return result.affected ?? 0;
  }
}
