import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { ActivityType } from '@storyvault/contracts';
import { Repository } from 'typeorm';
import { ActivityAudience, ActivityLog, ActivityView } from '../../application/ports/activity-log';
import { Activity } from '../../domain/activity';
import { ActivityDetails } from '../../domain/activity-line';
import { ActivityOrmEntity } from './activity.orm-entity';

@Injectable()
export class TypeormActivityLog extends ActivityLog {
  constructor(@InjectRepository(ActivityOrmEntity) private readonly rows: Repository<ActivityOrmEntity>) {
    super();
  }

  async record(entry: {
    vaultId: string;
    type: ActivityType;
    description: string;
    details: ActivityDetails;
    at: Date;
    audience?: ActivityAudience;
  }): Promise<void> {
    await this.rows.insert({
      vaultId: entry.vaultId,
      type: entry.type,
      description: entry.description.slice(0, 300),
      details: entry.details,
      audience: entry.audience ?? 'family',
      createdAt: entry.at,
    });
  }

  async list(vaultId: string, limit: number, view: ActivityView = {}): Promise<Activity[]> {
    const { withOwners = false, types } = view;
    // Read on every dashboard load: plain SQL costs a fraction of TypeORM's find.
    const rows: Array<Omit<Activity, 'type'> & { type: string }> = await this.rows.query(
      'SELECT id, vault_id AS "vaultId", type, description, details, created_at AS "createdAt" FROM activities ' +
        "WHERE vault_id = $1 AND ($3 OR audience = 'family') AND ($4::varchar[] IS NULL OR type = ANY($4)) " +
        'ORDER BY created_at DESC LIMIT $2',
      [vaultId, limit, withOwners, types ? [...types] : null],
    );
    return rows.map((r) => ({ ...r, type: r.type as ActivityType }));
  }
}
