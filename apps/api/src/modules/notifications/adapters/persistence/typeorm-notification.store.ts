import { NotifyChoice } from '@storyvault/contracts';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { isUuid } from '../../../../shared/ids';
import {
  ClaimedNotification,
  NewNotification,
  NotificationKey,
  NotificationMode,
  NotificationStore,
} from '../../application/ports/notification.store';

interface Row {
  story_id: string;
  user_id: string;
  vault_id: string;
  mode: NotificationMode;
  message_id: string;
  created_at: Date;
}

const RETURNING = 'RETURNING story_id, user_id, vault_id, mode, message_id, created_at';

function claimed(rows: Row[]): ClaimedNotification[] {
  return rows
    .map((r) => ({
      storyId: r.story_id,
      userId: r.user_id,
      vaultId: r.vault_id,
      mode: r.mode,
      messageId: r.message_id,
      createdAt: r.created_at,
    }))
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.storyId.localeCompare(b.storyId));
}

/** A claim is an UPDATE … WHERE state allows it: a second worker's waits for the first's row locks, then finds the rows taken. */
export class TypeormNotificationStore extends NotificationStore {
  constructor(
    private readonly db: DataSource,
    /** The host part of the Message-IDs (PUBLIC_URL's). */
    private readonly messageDomain: string,
  ) {
    super();
  }

  async choiceOf(vaultId: string, userId: string): Promise<NotifyChoice> {
    if (!isUuid(vaultId) || !isUuid(userId)) return 'each';
    const rows = await this.db.query(`SELECT notify FROM notification_settings WHERE vault_id = $1 AND user_id = $2`, [
      vaultId,
      userId,
    ]);
    return rows[0]?.notify ?? 'each';
  }

  async choicesIn(vaultId: string): Promise<Map<string, NotifyChoice>> {
    if (!isUuid(vaultId)) return new Map();
    const rows: Array<{ user_id: string; notify: NotifyChoice }> = await this.db.query(
      `SELECT user_id, notify FROM notification_settings WHERE vault_id = $1`,
      [vaultId],
    );
    return new Map(rows.map((r) => [r.user_id, r.notify]));
  }

  async choicesInVaults(vaultIds: string[]): Promise<Map<string, Map<string, NotifyChoice>>> {
    const byVault = new Map<string, Map<string, NotifyChoice>>();
    const ids = [...new Set(vaultIds.filter((id) => isUuid(id)))];
    if (!ids.length) return byVault;
    const rows: Array<{ vault_id: string; user_id: string; notify: NotifyChoice }> = await this.db.query(
      `SELECT vault_id, user_id, notify FROM notification_settings WHERE vault_id = ANY($1::uuid[])`,
      [ids],
    );
    for (const r of rows) byVault.set(r.vault_id, (byVault.get(r.vault_id) ?? new Map()).set(r.user_id, r.notify));
    return byVault;
  }

  async setChoice(vaultId: string, userId: string, notify: NotifyChoice, at: Date): Promise<boolean> {
    if (!isUuid(vaultId) || !isUuid(userId)) return false;
    if (notify === 'each') {
      await this.db.query(`DELETE FROM notification_settings WHERE vault_id = $1 AND user_id = $2`, [vaultId, userId]);
      return true;
    }
    const rows = await this.db.query(
      `INSERT INTO notification_settings (vault_id, user_id, notify, updated_at)
       SELECT $1, $2, $3, $4
        WHERE EXISTS (SELECT 1 FROM vault_owners WHERE id = $1) AND EXISTS (SELECT 1 FROM accounts WHERE id = $2)
       ON CONFLICT (vault_id, user_id) DO UPDATE SET notify = EXCLUDED.notify, updated_at = EXCLUDED.updated_at
       RETURNING 1`,
      [vaultId, userId, notify, at],
    );
    return rows.length === 1;
  }

  async add(rows: NewNotification[]): Promise<void> {
    if (!rows.length) return;
    // A story or person gone in the meantime has nothing left to be told.
    await this.db.query(
      `INSERT INTO story_notifications (story_id, user_id, vault_id, mode, created_at)
       SELECT r.story_id, r.user_id, r.vault_id, r.mode, r.created_at
         FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::varchar[], $5::timestamptz[])
              AS r(story_id, user_id, vault_id, mode, created_at)
        WHERE EXISTS (SELECT 1 FROM story_index s WHERE s.id = r.story_id)
          AND EXISTS (SELECT 1 FROM accounts u WHERE u.id = r.user_id)
       ON CONFLICT (story_id, user_id) DO NOTHING`,
      [
        rows.map((r) => r.storyId),
        rows.map((r) => r.userId),
        rows.map((r) => r.vaultId),
        rows.map((r) => r.mode),
        rows.map((r) => r.createdAt),
      ],
    );
  }

  async claimStory(storyId: string, now: Date, until: Date): Promise<ClaimedNotification[]> {
    if (!isUuid(storyId)) return [];
    const [rows] = await this.db.query(
      `UPDATE story_notifications
          SET state = 'sending', claimed_until = $3,
              message_id = COALESCE(message_id, '<notify-' || gen_random_uuid() || '@' || $4 || '>')
        WHERE story_id = $1 AND mode = 'each'
          AND (state = 'pending' OR (state = 'sending' AND claimed_until <= $2))
        ${RETURNING}`,
      [storyId, now, until, this.messageDomain],
    );
    return claimed(rows);
  }

  async dueDigests(oldestBy: Date, now: Date): Promise<Array<{ vaultId: string; userId: string }>> {
    const rows: Array<{ vault_id: string; user_id: string }> = await this.db.query(
      `SELECT vault_id, user_id FROM story_notifications
        WHERE mode = 'weekly' AND (state = 'pending' OR (state = 'sending' AND claimed_until <= $2))
        GROUP BY vault_id, user_id
       HAVING min(created_at) <= $1
        ORDER BY min(created_at)`,
      [oldestBy, now],
    );
    return rows.map((r) => ({ vaultId: r.vault_id, userId: r.user_id }));
  }

  async claimDigest(vaultId: string, userId: string, now: Date, until: Date): Promise<ClaimedNotification[]> {
    if (!isUuid(vaultId) || !isUuid(userId)) return [];
    // A digest whose worker died goes again as it was: the same stories, the same Message-ID.
    const [again] = await this.db.query(
      `UPDATE story_notifications SET claimed_until = $4
        WHERE vault_id = $1 AND user_id = $2 AND mode = 'weekly' AND state = 'sending' AND claimed_until <= $3
          AND message_id = (SELECT message_id FROM story_notifications
                             WHERE vault_id = $1 AND user_id = $2 AND mode = 'weekly' AND state = 'sending'
                               AND claimed_until <= $3
                             ORDER BY created_at LIMIT 1)
        ${RETURNING}`,
      [vaultId, userId, now, until],
    );
    if (again.length) return claimed(again);
    const [rows] = await this.db.query(
      `UPDATE story_notifications SET state = 'sending', claimed_until = $3, message_id = $4
        WHERE vault_id = $1 AND user_id = $2 AND mode = 'weekly' AND state = 'pending'
        ${RETURNING}`,
      [vaultId, userId, until, `<digest-${randomUUID()}@${this.messageDomain}>`],
    );
    return claimed(rows);
  }

  async leftBehind(pendingBefore: Date, now: Date): Promise<string[]> {
    const rows: Array<{ story_id: string }> = await this.db.query(
      `SELECT story_id FROM story_notifications
        WHERE mode = 'each'
          AND ((state = 'pending' AND created_at <= $1) OR (state = 'sending' AND claimed_until <= $2))
        GROUP BY story_id ORDER BY min(created_at)`,
      [pendingBefore, now],
    );
    return rows.map((r) => r.story_id);
  }

  async markSent(keys: NotificationKey[], at: Date): Promise<void> {
    await this.update(keys, `state = 'sent', sent_at = $3, claimed_until = NULL`, `state = 'sending'`, [at]);
  }

  async skip(keys: NotificationKey[]): Promise<void> {
    await this.update(keys, `state = 'skipped', claimed_until = NULL`, `state IN ('pending', 'sending')`);
  }

  async release(keys: NotificationKey[]): Promise<void> {
    await this.update(keys, `state = 'pending', claimed_until = NULL`, `state = 'sending'`);
  }

  private async update(keys: NotificationKey[], set: string, when: string, extra: unknown[] = []): Promise<void> {
    if (!keys.length) return;
    await this.db.query(
      `UPDATE story_notifications n SET ${set}
         FROM unnest($1::uuid[], $2::uuid[]) AS k(story_id, user_id)
        WHERE n.story_id = k.story_id AND n.user_id = k.user_id AND n.${when}`,
      [keys.map((k) => k.storyId), keys.map((k) => k.userId), ...extra],
    );
  }
}
