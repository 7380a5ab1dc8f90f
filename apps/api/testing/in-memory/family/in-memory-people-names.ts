import { PeopleNames } from '../../../src/modules/family/application/ports/people-names';

export class InMemoryPeopleNames extends PeopleNames {
  private readonly names = new Map<string, string>();

  /** Tests: an account and its current name. */
  set(userId: string, name: string): void {
    this.names.set(userId, name);
  }

  async namesOf(userIds: string[]): Promise<Map<string, string>> {
    return new Map(userIds.flatMap((id) => (this.names.has(id) ? [[id, this.names.get(id)!] as const] : [])));
  }
}
