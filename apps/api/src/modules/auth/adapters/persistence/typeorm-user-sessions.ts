import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { UserSessions } from '../../application/ports/user-sessions';

/** The `sessions` table of the session middleware (connect-pg-simple), by the user id it holds. */
@Injectable()
export class TypeormUserSessions extends UserSessions {
  constructor(@InjectDataSource() private readonly db: DataSource) {
    super();
  }

  async endAll(userId: string): Promise<number> {
    const [, ended]: [unknown, number] = await this.db.query(`DELETE FROM sessions WHERE (sess ->> 'userId') = $1`, [
      userId,
    ]);
    return ended;
  }
}
