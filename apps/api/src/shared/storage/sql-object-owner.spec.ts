import { DataSource } from 'typeorm';
import { ObjectOwners } from './object-owners';
import { SqlObjectOwner } from './sql-object-owner';

class Owner extends SqlObjectOwner {
  readonly prefix = 'things/';
  protected named(keys: string[]): Promise<Set<string>> {
    return this.keysOf('SELECT key FROM things WHERE key = ANY($1)', [keys]);
  }
}

describe('SqlObjectOwner', () => {
  const setup = (rows: Array<{ key: string }>) => {
    const query = jest.fn().mockResolvedValue(rows);
    const owners = new ObjectOwners();
    return { query, owners, owner: new Owner({ query } as unknown as DataSource, owners) };
  };

  it('registers itself with the owners while its module initialises', () => {
    const { owners, owner } = setup([]);
    owner.onModuleInit();
    expect(owners.all()).toEqual([owner]);
  });

  it('asks nothing about no keys', async () => {
    const { query, owner } = setup([]);
    expect(await owner.alive([])).toEqual(new Set());
    expect(query).not.toHaveBeenCalled();
  });

  it('keeps the keys its rows name', async () => {
    const { query, owner } = setup([{ key: 'things/a' }]);
    expect(await owner.alive(['things/a', 'things/b'])).toEqual(new Set(['things/a']));
    expect(query).toHaveBeenCalledWith('SELECT key FROM things WHERE key = ANY($1)', [['things/a', 'things/b']]);
  });
});
