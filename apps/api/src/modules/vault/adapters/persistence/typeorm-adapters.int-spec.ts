import {
  activityLogContract,
  deliveryRepositoryContract,
  newVaultOf,
  questionRepositoryContract,
  vaultRepositoryContract,
  vaultTables,
} from '@storyvault/api-testing';
import { TypeormDeliveryRepository } from '../../../delivery/adapters/persistence/typeorm-delivery.repository';
import { ActivityOrmEntity } from './activity.orm-entity';
import { TypeormActivityLog } from './typeorm-activity-log';

// The question, vault and delivery adapters meet here only because their tables reference each other.
const tables = vaultTables();
const { freshOwner, questions, vaults } = tables;

/** A second user beside freshOwner's. */
async function anotherUser(): Promise<string> {
  const [{ id }] = await tables.ds.query(
    `INSERT INTO users (name, email, password_hash) VALUES ('Vic', 'vic@example.com', 'h') RETURNING id`,
  );
  return id;
}

questionRepositoryContract('TypeORM on PostgreSQL', async () => ({ repo: questions(), ownerId: await freshOwner() }));

vaultRepositoryContract('TypeORM on PostgreSQL', async () => {
  const ownerId = await freshOwner();
  const questionIds = await tables.libraryQuestionIds();
  return {
    repo: vaults(),
    ownerId,
    questionIds,
    otherUserId: await anotherUser(),
    addMember: async (vaultId, userId, role) => {
      await tables.ds.query(`INSERT INTO vault_members (vault_id, user_id, role) VALUES ($1, $2, $3)`, [
        vaultId,
        userId,
        role,
      ]);
    },
  };
});

describe('vault members in PostgreSQL', () => {
  const rose = (ownerId: string) => ({
    ownerId,
    seniorName: 'Rose',
    seniorEmail: 'rose@example.com',
    seniorPhone: null,
    deliveryMethod: 'email' as const,
    frequency: 2 as const,
    sendIntroEmail: true,
    isSetupComplete: false,
    setupCompletedAt: null,
    nextSendAt: null,
    sendWeekday: 1 as const,
    timeZone: 'UTC',
    language: 'en' as const,
  });
  const membersOf = (vaultId: string) =>
    tables.ds.query(`SELECT user_id, role FROM vault_members WHERE vault_id = $1 ORDER BY role`, [vaultId]);

  it('writes the owner row in the vault’s own transaction, dated with the vault', async () => {
    const ownerId = await freshOwner();
    const vault = await vaults().create(rose(ownerId));
    const [row] = await tables.ds.query(`SELECT user_id, role, created_at FROM vault_members WHERE vault_id = $1`, [
      vault.id,
    ]);
    expect(row).toEqual({ user_id: ownerId, role: 'owner', created_at: vault.createdAt });
    // A member row that cannot be written takes the vault with it.
    await tables.ds.query(`ALTER TABLE vault_members ADD CONSTRAINT refuse_all CHECK (false) NOT VALID`);
    try {
      await expect(vaults().create({ ...rose(ownerId), seniorEmail: 'lou@example.com' })).rejects.toThrow();
    } finally {
      await tables.ds.query(`ALTER TABLE vault_members DROP CONSTRAINT refuse_all`);
    }
    expect((await vaults().listByOwner(ownerId)).map((v) => v.id)).toEqual([vault.id]);
  });

  it('goes with its vault, and with its user', async () => {
    const ownerId = await freshOwner();
    const viewerId = await anotherUser();
    const kept = await vaults().create(rose(ownerId));
    const dropped = await vaults().create({ ...rose(ownerId), seniorEmail: 'lou@example.com' });
    for (const vault of [kept, dropped]) {
      await tables.ds.query(`INSERT INTO vault_members (vault_id, user_id, role) VALUES ($1, $2, 'viewer')`, [
        vault.id,
        viewerId,
      ]);
    }
    await tables.ds.query(`DELETE FROM vaults WHERE id = $1`, [dropped.id]);
    expect(await membersOf(dropped.id)).toEqual([]);
    expect(await membersOf(kept.id)).toEqual([
      { user_id: ownerId, role: 'owner' },
      { user_id: viewerId, role: 'viewer' },
    ]);
    await tables.ds.query(`DELETE FROM users WHERE id = $1`, [viewerId]);
    expect(await membersOf(kept.id)).toEqual([{ user_id: ownerId, role: 'owner' }]);
    expect(await vaults().listByMember(viewerId)).toEqual([]);
  });

  it('refuses an unknown role and a second owner', async () => {
    const ownerId = await freshOwner();
    const otherId = await anotherUser();
    const vault = await vaults().create(rose(ownerId));
    const add = (role: string) =>
      tables.ds.query(`INSERT INTO vault_members (vault_id, user_id, role) VALUES ($1, $2, $3)`, [
        vault.id,
        otherId,
        role,
      ]);
    await expect(add('admin')).rejects.toThrow(/vault_members_role_check/);
    await expect(add('owner')).rejects.toThrow(/vault_members_one_owner/);
    expect(await membersOf(vault.id)).toEqual([{ user_id: ownerId, role: 'owner' }]);
  });
});

activityLogContract('TypeORM on PostgreSQL', async () => {
  const ownerId = await freshOwner();
  const vault = await vaults().create(newVaultOf(ownerId));
  return { log: new TypeormActivityLog(tables.ds.getRepository(ActivityOrmEntity)), vaultId: vault.id };
});

deliveryRepositoryContract('TypeORM on PostgreSQL', async () => {
  const ownerId = await freshOwner();
  const vault = await vaults().create(newVaultOf(ownerId));
  return { repo: new TypeormDeliveryRepository(tables.ds, 'stories.test'), vaultId: vault.id };
});
