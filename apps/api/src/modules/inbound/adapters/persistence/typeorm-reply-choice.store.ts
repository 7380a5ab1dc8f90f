import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { NewReplyChoice, ReplyChoiceStore } from '../../application/ports/reply-choice.store';
import {
  ChoiceDecision,
  commandFromJson,
  commandToJson,
  isReplyLanguage,
  ReplyChoice,
  StoredCommand,
} from '../../domain/choice/reply-choice';

const COLUMNS = `id, inbound_id, vault_id, delivery_id, command, language, reply_text, created_at, decided_at, decision,
  decided_by`;

interface Row {
  id: string;
  inbound_id: string;
  vault_id: string;
  delivery_id: string;
  command: StoredCommand;
  language: string;
  reply_text: string;
  created_at: Date;
  decided_at: Date | null;
  decision: string | null;
  decided_by: string | null;
}

function fromRow(r: Row): ReplyChoice {
  return {
    id: r.id,
    inboundId: r.inbound_id,
    vaultId: r.vault_id,
    deliveryId: r.delivery_id,
    command: commandFromJson(r.command),
    language: isReplyLanguage(r.language) ? r.language : 'en',
    replyText: r.reply_text,
    createdAt: r.created_at,
    decidedAt: r.decided_at,
    decision: r.decision as ChoiceDecision | null,
    decidedBy: r.decided_by as ReplyChoice['decidedBy'],
  };
}

/** The senior's pending choices in PostgreSQL (`reply_choices`). */
@Injectable()
export class TypeormReplyChoiceStore extends ReplyChoiceStore {
  constructor(@InjectDataSource() private readonly db: DataSource) {
    super();
  }

  async create(c: NewReplyChoice): Promise<ReplyChoice | null> {
    const rows = (await this.db.query(
      `INSERT INTO reply_choices (inbound_id, vault_id, delivery_id, command, language, reply_text, token_hash, created_at)
       VALUES ($1, $2, $3, $4::jsonb, $5, $6, $7, $8)
       ON CONFLICT (inbound_id) DO NOTHING RETURNING ${COLUMNS}`,
      [
        c.inboundId,
        c.vaultId,
        c.deliveryId,
        JSON.stringify(commandToJson(c.command)),
        c.language,
        c.replyText.replaceAll('\u0000', ''),
        c.tokenHash,
        c.createdAt,
      ],
    )) as Row[];
    return rows[0] ? fromRow(rows[0]) : null;
  }

  async findByTokenHash(tokenHash: string): Promise<ReplyChoice | null> {
    const rows = (await this.db.query(`SELECT ${COLUMNS} FROM reply_choices WHERE token_hash = $1`, [
      tokenHash,
    ])) as Row[];
    return rows[0] ? fromRow(rows[0]) : null;
  }

  async decide(id: string, decision: ChoiceDecision, by: 'senior' | 'timeout', at: Date): Promise<boolean> {
    const [, count] = (await this.db.query(
      `UPDATE reply_choices SET decision = $2, decided_by = $3, decided_at = $4 WHERE id = $1 AND decided_at IS NULL`,
      [id, decision, by, at],
    )) as [unknown, number];
    return count === 1;
  }

  async undecide(id: string): Promise<void> {
    await this.db.query(
      `UPDATE reply_choices SET decision = NULL, decided_by = NULL, decided_at = NULL WHERE id = $1`,
      [id],
    );
  }

  async listUndecidedBefore(before: Date, limit: number): Promise<ReplyChoice[]> {
    const rows = (await this.db.query(
      `SELECT ${COLUMNS} FROM reply_choices WHERE decided_at IS NULL AND created_at < $1 ORDER BY created_at LIMIT $2`,
      [before, limit],
    )) as Row[];
    return rows.map(fromRow);
  }
}
