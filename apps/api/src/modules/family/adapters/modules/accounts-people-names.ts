import { Injectable } from '@nestjs/common';
import { ManageUsers } from '../../../auth/auth.public';
import { PeopleNames } from '../../application/ports/people-names';

/** PeopleNames on the auth module's accounts: the name each person goes by now. */
@Injectable()
export class AccountsPeopleNames extends PeopleNames {
  constructor(private readonly users: ManageUsers) {
    super();
  }

  async namesOf(userIds: string[]): Promise<Map<string, string>> {
    const ids = [...new Set(userIds)];
    if (!ids.length) return new Map();
    const users = await this.users.findByIds(ids);
    return new Map([...users.values()].map((u) => [u.id, u.name]));
  }
}
