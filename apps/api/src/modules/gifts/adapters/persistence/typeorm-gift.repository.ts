import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { isUuid } from '../../../../shared/ids';
import { GiftRepository } from '../../application/ports/gift.repository';
import { Gift, NewGift } from '../../domain/gift';

const GIFT_COLUMNS = `id, lead_id AS "leadId", checkout_session_id AS "checkoutSessionId", giver_name AS "giverName",
  giver_email AS "giverEmail", senior_name AS "seniorName", senior_email AS "seniorEmail",
  to_char(start_date, 'YYYY-MM-DD') AS "startDate", time_zone AS "timeZone", message, welcome_code AS "welcomeCode",
  paid_at AS "paidAt", card_sent_at AS "cardSentAt", giver_id AS "giverId", vault_id AS "vaultId",
  created_at AS "createdAt"`;

/** Gifts in `gifts`, in plain SQL; only this module reads or writes the table. */
@Injectable()
export class TypeormGiftRepository extends GiftRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {
    super();
  }

  async create(gift: NewGift): Promise<Gift> {
    const [row]: Gift[] = await this.db.query(
      `INSERT INTO gifts (lead_id, checkout_session_id, giver_name, giver_email, senior_name, senior_email,
         start_date, time_zone, message, welcome_code)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING ${GIFT_COLUMNS}`,
      [
        gift.leadId,
        gift.checkoutSessionId,
        gift.giverName,
        gift.giverEmail,
        gift.seniorName,
        gift.seniorEmail,
        gift.startDate,
        gift.timeZone,
        gift.message,
        gift.welcomeCode,
      ],
    );
    return row;
  }

  async findById(id: string): Promise<Gift | null> {
    if (!isUuid(id)) return null;
    const [row]: Gift[] = await this.db.query(`SELECT ${GIFT_COLUMNS} FROM gifts WHERE id = $1`, [id]);
    return row ?? null;
  }

  async findByCheckout(sessionId: string): Promise<Gift | null> {
    const [row]: Gift[] = await this.db.query(`SELECT ${GIFT_COLUMNS} FROM gifts WHERE checkout_session_id = $1`, [
      sessionId,
    ]);
    return row ?? null;
  }

  async findPaidByWelcomeCode(code: string): Promise<Gift | null> {
    if (!/^[A-Za-z0-9_-]{16,64}$/.test(code)) return null;
    const [row]: Gift[] = await this.db.query(
      `SELECT ${GIFT_COLUMNS} FROM gifts WHERE welcome_code = $1 AND paid_at IS NOT NULL`,
      [code],
    );
    return row ?? null;
  }

  listByGiver(giverId: string): Promise<Gift[]> {
    return this.db.query(`SELECT ${GIFT_COLUMNS} FROM gifts WHERE giver_id = $1 ORDER BY created_at DESC, id`, [
      giverId,
    ]);
  }

  async forgetGiver(giverId: string, email: string): Promise<void> {
    await this.db.query(`DELETE FROM gifts WHERE giver_id = $1 OR lower(giver_email) = lower($2)`, [giverId, email]);
  }

  async markPaid(id: string, at: Date): Promise<boolean> {
    const [, count] = (await this.db.query(`UPDATE gifts SET paid_at = $2 WHERE id = $1 AND paid_at IS NULL`, [
      id,
      at,
    ])) as [unknown, number];
    return count > 0;
  }

  async markCardSent(id: string, at: Date): Promise<void> {
    await this.db.query(`UPDATE gifts SET card_sent_at = $2 WHERE id = $1`, [id, at]);
  }

  async setGiverAndVault(id: string, giverId: string, vaultId: string | null): Promise<void> {
    await this.db.query(`UPDATE gifts SET giver_id = $2, vault_id = coalesce(vault_id, $3) WHERE id = $1`, [
      id,
      giverId,
      vaultId,
    ]);
  }
}
