import { OWNER_EMAIL_DEFAULTS, OwnerEmailChoices } from '@storyvault/contracts';
import { DataSource } from 'typeorm';
import { isUuid } from '../../../../shared/ids';
import { OwnerEmailStore } from '../../application/ports/owner-email.store';

export class TypeormOwnerEmailStore extends OwnerEmailStore {
  constructor(private readonly db: DataSource) {
    super();
  }

  async choicesOf(vaultId: string, userId: string): Promise<OwnerEmailChoices> {
    if (!isUuid(vaultId) || !isUuid(userId)) return { ...OWNER_EMAIL_DEFAULTS };
    const rows: OwnerEmailChoices[] = await this.db.query(
      `SELECT joins, comments, suggestions FROM owner_email_choices WHERE vault_id = $1 AND user_id = $2`,
      [vaultId, userId],
    );
    return rows[0]
      ? { joins: rows[0].joins, comments: rows[0].comments, suggestions: rows[0].suggestions }
      : { ...OWNER_EMAIL_DEFAULTS };
  }

  async setChoices(vaultId: string, userId: string, choices: OwnerEmailChoices, at: Date): Promise<boolean> {
    if (!isUuid(vaultId) || !isUuid(userId)) return false;
    const rows = await this.db.query(
      `INSERT INTO owner_email_choices (vault_id, user_id, joins, comments, suggestions, updated_at)
       SELECT $1, $2, $3, $4, $5, $6
        WHERE EXISTS (SELECT 1 FROM vault_owners WHERE id = $1) AND EXISTS (SELECT 1 FROM accounts WHERE id = $2)
       ON CONFLICT (vault_id, user_id) DO UPDATE SET joins = EXCLUDED.joins, comments = EXCLUDED.comments,
         suggestions = EXCLUDED.suggestions, updated_at = EXCLUDED.updated_at
       RETURNING 1`,
      [vaultId, userId, choices.joins, choices.comments, choices.suggestions, at],
    );
    return rows.length === 1;
  }

  async claimSend(eventId: string, vaultId: string, at: Date): Promise<boolean> {
    if (!isUuid(eventId) || !isUuid(vaultId)) return false;
    const rows = await this.db.query(
      `INSERT INTO owner_emails_sent (event_id, vault_id, sent_at)
       SELECT $1, $2, $3 WHERE EXISTS (SELECT 1 FROM vault_owners WHERE id = $2)
       ON CONFLICT (event_id) DO NOTHING RETURNING 1`,
      [eventId, vaultId, at],
    );
    return rows.length === 1;
  }

  async releaseSend(eventId: string): Promise<void> {
    if (!isUuid(eventId)) return;
    await this.db.query(`DELETE FROM owner_emails_sent WHERE event_id = $1`, [eventId]);
  }
}
