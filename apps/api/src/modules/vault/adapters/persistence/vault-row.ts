import { DEFAULT_LANGUAGE, DeliveryMethod, Frequency, isLanguage } from '@storyvault/contracts';
import { Weekday } from '../../domain/schedule';
import { Vault } from '../../domain/vault';
import { VaultOrmEntity } from './vault.orm-entity';

/**
 * A `vaults` row read as a Vault, shared by the adapters that read vault rows (the vaults
 * themselves and the memberships, which read each vault with its member's role), so the row
 * becomes a Vault in one place.
 */
export function toVault(row: VaultOrmEntity): Vault {
  return {
    id: row.id,
    ownerId: row.ownerId,
    seniorName: row.seniorName,
    seniorEmail: row.seniorEmail,
    seniorPhone: row.seniorPhone,
    deliveryMethod: row.deliveryMethod as DeliveryMethod,
    frequency: row.frequencyWeeks as Frequency,
    sendIntroEmail: row.sendIntroEmail,
    isSetupComplete: row.isSetupComplete,
    setupCompletedAt: row.setupCompletedAt,
    nextSendAt: row.nextSendAt,
    sendWeekday: row.sendWeekday as Weekday,
    timeZone: row.timeZone,
    language: isLanguage(row.language) ? row.language : DEFAULT_LANGUAGE,
    introSentAt: row.introSentAt,
    lastSentAt: row.lastSentAt,
    queueEmptyNotifiedAt: row.queueEmptyNotifiedAt,
    storiesCount: row.storiesCount,
    createdAt: row.createdAt,
    pausedUntil: row.pausedUntil,
    pauseKind: row.pauseKind,
    pausedBy: row.pausedBy ?? (row.pauseKind ? 'senior' : null),
    startsOn: row.startsOn ?? null,
    startsAt: row.startsAt ?? null,
    introNote: row.introNote ?? null,
  };
}

/**
 * The vault row under the entity's property names: the reads every dashboard request makes
 * (a vault by id, an owner's vaults) go through plain SQL, which costs a fraction of
 * TypeORM's find per call (see docs/decisions/0031-hot-reads-in-plain-sql.md).
 */
export const VAULT_AS_ENTITY = `SELECT id, owner_id AS "ownerId", senior_name AS "seniorName", senior_email AS "seniorEmail",
  senior_phone AS "seniorPhone", delivery_method AS "deliveryMethod", frequency_weeks AS "frequencyWeeks",
  send_intro_email AS "sendIntroEmail", is_setup_complete AS "isSetupComplete",
  setup_completed_at AS "setupCompletedAt", next_send_at AS "nextSendAt", send_weekday AS "sendWeekday",
  time_zone AS "timeZone", language, intro_sent_at AS "introSentAt",
  last_sent_at AS "lastSentAt", queue_empty_notified_at AS "queueEmptyNotifiedAt", stories_count AS "storiesCount",
  paused_until AS "pausedUntil", pause_kind AS "pauseKind", paused_by AS "pausedBy",
  to_char(starts_on, 'YYYY-MM-DD') AS "startsOn", starts_at AS "startsAt", intro_note AS "introNote", created_at AS "createdAt", updated_at AS "updatedAt"
  FROM vaults`;
