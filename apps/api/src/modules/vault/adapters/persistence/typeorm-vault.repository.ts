import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DEFAULT_LANGUAGE, DeliveryMethod, Frequency, isLanguage } from '@storyvault/contracts';
import { DataSource, QueryFailedError, Repository } from 'typeorm';
import { ReceivedStories } from '../../application/ports/received-stories';
import { MemberVault, VaultMemberships } from '../../application/ports/vault-memberships';
import { VaultPauseStore } from '../../application/ports/vault-pause.store';
import { NewVaultQuestion, VaultQueueStore } from '../../application/ports/vault-queue.store';
import { VaultRepository } from '../../application/ports/vault.repository';
import { PausedBy, PauseKind } from '../../domain/pause';
import { Weekday } from '../../domain/schedule';
import { editableFields, NewVault, Vault } from '../../domain/vault';
import { VaultRole } from '../../domain/vault-permissions';
import { VaultQuestion } from '../../domain/vault-queue';
import { QuestionAlreadyInVaultError } from '../../domain/vault.errors';
import { VaultQuestionOrmEntity } from './vault-question.orm-entity';
import { VaultOrmEntity } from './vault.orm-entity';
import { isUuid } from '../../../../shared/ids';

const UNIQUE_VIOLATION = '23505';

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
const VAULT_AS_ENTITY = `SELECT id, owner_id AS "ownerId", senior_name AS "seniorName", senior_email AS "seniorEmail",
  senior_phone AS "seniorPhone", delivery_method AS "deliveryMethod", frequency_weeks AS "frequencyWeeks",
  send_intro_email AS "sendIntroEmail", is_setup_complete AS "isSetupComplete",
  setup_completed_at AS "setupCompletedAt", next_send_at AS "nextSendAt", send_weekday AS "sendWeekday",
  time_zone AS "timeZone", language, intro_sent_at AS "introSentAt",
  last_sent_at AS "lastSentAt", queue_empty_notified_at AS "queueEmptyNotifiedAt", stories_count AS "storiesCount",
  paused_until AS "pausedUntil", pause_kind AS "pauseKind", paused_by AS "pausedBy",
  to_char(starts_on, 'YYYY-MM-DD') AS "startsOn", starts_at AS "startsAt", intro_note AS "introNote", created_at AS "createdAt", updated_at AS "updatedAt"
  FROM vaults`;

/** A vault joined with one member's row: what every vault request reads first. */
const MEMBER_VAULT = `SELECT v.*, m.role FROM (${VAULT_AS_ENTITY}) v JOIN vault_members m ON m.vault_id = v.id`;
type MemberVaultRow = VaultOrmEntity & { role: VaultRole };
const toMemberVault = (row: MemberVaultRow): MemberVault => ({ vault: toVault(row), role: row.role });
/** A queued question's columns under the entity's property names; pg hands the bigint sort_order over as a string. */
const QUEUED_COLUMNS = `id, vault_id AS "vaultId", question_id AS "questionId", sort_order AS "order",
  is_custom AS "isCustom", state, sent_at AS "sentAt", added_at AS "addedAt"`;

function toRow(vault: Partial<NewVault>): Partial<VaultOrmEntity> {
  const { frequency, ...rest } = vault;
  return frequency === undefined ? rest : { ...rest, frequencyWeeks: frequency };
}

export function toQueued(row: VaultQuestionOrmEntity): VaultQuestion {
  return {
    id: row.id,
    vaultId: row.vaultId,
    questionId: row.questionId,
    order: row.order,
    isCustom: row.isCustom,
    addedAt: row.addedAt,
  };
}

/**
 * Every port of the vault's own rows on one set of tables: the vaults, their members, the queue,
 * the stories received and the pauses (each bound to its port in vault.module.ts).
 */
@Injectable()
export class TypeormVaultRepository
  extends VaultRepository
  implements VaultMemberships, VaultQueueStore, ReceivedStories, VaultPauseStore
{
  constructor(
    @InjectRepository(VaultOrmEntity) private readonly vaults: Repository<VaultOrmEntity>,
    @InjectRepository(VaultQuestionOrmEntity) private readonly queue: Repository<VaultQuestionOrmEntity>,
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

  async listByMember(userId: string): Promise<MemberVault[]> {
    if (!isUuid(userId)) return [];
    const rows: MemberVaultRow[] = await this.db.query(
      `${MEMBER_VAULT} WHERE m.user_id = $1 ORDER BY (v."ownerId" = $1) DESC, v."createdAt" ASC, v.id ASC`,
      [userId],
    );
    return rows.map(toMemberVault);
  }

  async findForMember(vaultId: string, userId: string): Promise<MemberVault | null> {
    if (!isUuid(vaultId) || !isUuid(userId)) return null;
    const [row]: MemberVaultRow[] = await this.db.query(`${MEMBER_VAULT} WHERE m.vault_id = $1 AND m.user_id = $2`, [
      vaultId,
      userId,
    ]);
    return row ? toMemberVault(row) : null;
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

  async setStart(vaultId: string, startsAt: Date, nextSendAt: Date | null): Promise<Vault> {
    await this.vaults.update({ id: vaultId }, { startsAt, ...(nextSendAt ? { nextSendAt } : {}) });
    return toVault(await this.vaults.findOneByOrFail({ id: vaultId }));
  }

  async requestIntroduction(vaultId: string): Promise<void> {
    await this.vaults.update({ id: vaultId }, { sendIntroEmail: true, introSentAt: null });
  }

  async askedQuestionIds(vaultId: string): Promise<string[]> {
    if (!isUuid(vaultId)) return [];
    const rows: Array<{ question_id: string }> = await this.db.query(
      `SELECT question_id FROM vault_questions WHERE vault_id = $1 AND state != 'queued' ORDER BY sent_at ASC`,
      [vaultId],
    );
    return rows.map((r) => r.question_id);
  }

  async listQueue(vaultId: string): Promise<VaultQuestion[]> {
    if (!isUuid(vaultId)) return [];
    const rows: VaultQuestionOrmEntity[] = await this.db.query(
      `SELECT ${QUEUED_COLUMNS} FROM vault_questions
       WHERE vault_id = $1 AND state = 'queued' ORDER BY sort_order ASC, added_at ASC`,
      [vaultId],
    );
    return rows.map((row) => toQueued({ ...row, order: Number(row.order) }));
  }

  async firstQueued(vaultIds: string[]): Promise<Map<string, VaultQuestion>> {
    const ids = [...new Set(vaultIds.filter((id) => isUuid(id)))];
    if (!ids.length) return new Map();
    const rows: VaultQuestionOrmEntity[] = await this.db.query(
      `SELECT DISTINCT ON (vault_id) ${QUEUED_COLUMNS} FROM vault_questions
       WHERE vault_id = ANY($1::uuid[]) AND state = 'queued' ORDER BY vault_id, sort_order, added_at`,
      [ids],
    );
    return new Map(rows.map((row) => [row.vaultId, toQueued({ ...row, order: Number(row.order) })]));
  }

  async addToQueue(vaultId: string, questions: NewVaultQuestion[]): Promise<VaultQuestion[]> {
    if (!questions.length) return [];
    try {
      const rows = await this.db.transaction(async (tx) => {
        const saved = await tx.save(
          questions.map((q) => tx.create(VaultQuestionOrmEntity, { ...q, vaultId, state: 'queued' })),
        );
        // New questions end an "out of questions" episode: the owner may be told again next time.
        await tx.update(VaultOrmEntity, { id: vaultId }, { queueEmptyNotifiedAt: null });
        return saved;
      });
      return rows.map(toQueued);
    } catch (error) {
      if (error instanceof QueryFailedError && (error.driverError as { code?: string }).code === UNIQUE_VIOLATION) {
        throw new QuestionAlreadyInVaultError();
      }
      throw error;
    }
  }

  async removeFromQueue(vaultId: string, questionId: string): Promise<boolean> {
    if (!isUuid(questionId)) return false;
    const result = await this.queue.delete({ vaultId, questionId, state: 'queued' });
    return (result.affected ?? 0) > 0;
  }

  async recordStoriesReceived(
    entries: Array<{ vaultId: string; storyId: string; vaultQuestionId: string | null; description: string; at: Date }>,
  ): Promise<boolean[]> {
    if (!entries.length) return [];
    // One statement for the batch: the activity is the once-per-story key; only stories whose
    // activity is new count and answer their question.
    const rows: Array<{ recorded: boolean }> = await this.db.query(
      `WITH input AS (
         SELECT * FROM unnest($1::uuid[], $2::varchar[], $3::uuid[], $4::varchar[], $5::timestamptz[])
           WITH ORDINALITY AS t(vault_id, story_id, vault_question_id, description, at, n)),
       logged AS (
         INSERT INTO activities (vault_id, type, description, created_at, ref)
         SELECT vault_id, 'story_received', description, at, story_id FROM input
         ON CONFLICT (vault_id, type, ref) WHERE ref IS NOT NULL DO NOTHING
         RETURNING vault_id, ref),
       counted AS (
         UPDATE vaults v SET stories_count = stories_count + c.n
         FROM (SELECT vault_id, count(*)::int AS n FROM logged GROUP BY vault_id) c WHERE v.id = c.vault_id),
       answered AS (
         UPDATE vault_questions q SET state = 'answered'
         FROM input i JOIN logged l ON l.vault_id = i.vault_id AND l.ref = i.story_id
         WHERE q.id = i.vault_question_id AND q.state <> 'queued')
       SELECT EXISTS (SELECT 1 FROM logged l WHERE l.vault_id = i.vault_id AND l.ref = i.story_id) AS recorded
       FROM input i ORDER BY i.n`,
      [
        entries.map((e) => e.vaultId),
        entries.map((e) => e.storyId),
        entries.map((e) => e.vaultQuestionId),
        entries.map((e) => e.description.slice(0, 300)),
        entries.map((e) => e.at),
      ],
    );
    return rows.map((r) => r.recorded);
  }

  async storiesDeletedOrRestored(
    changes: Array<{ vaultId: string; storyId: string; deleted: boolean }>,
  ): Promise<void> {
    if (!changes.length) return;
    // Counted again from what is now true (the view the stories module publishes, `story_index`),
    // so a change told twice or late is no harm.
    await this.db.query(
      `UPDATE vaults v SET stories_count = (
         SELECT count(*)::int FROM activities a JOIN story_index s ON s.id::text = a.ref
         WHERE a.vault_id = v.id AND a.type = 'story_received' AND s.deleted_at IS NULL)
       WHERE v.id = ANY($1::uuid[])`,
      [[...new Set(changes.map((c) => c.vaultId))]],
    );
  }

  async renumberQueue(vaultId: string, questionIdsInOrder: string[]): Promise<void> {
    // One statement: every row gets its 1-based position in the array at once.
    await this.db.query(
      `UPDATE vault_questions vq SET sort_order = wanted.position
       FROM unnest($2::uuid[]) WITH ORDINALITY AS wanted(question_id, position)
       WHERE vq.vault_id = $1 AND vq.question_id = wanted.question_id AND vq.state = 'queued'`,
      [vaultId, questionIdsInOrder],
    );
  }
}
