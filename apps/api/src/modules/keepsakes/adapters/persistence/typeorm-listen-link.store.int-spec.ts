import { listenLinkStoreContract, migratedDataSource } from '@storyvault/api-testing';
import { TypeormListenLinkStore } from './typeorm-listen-link.store';

const db = migratedDataSource();

/** An owner with two vaults: two stories in the first, one in the second. */
async function freshVaults() {
  await db.ds.query('TRUNCATE users, vaults CASCADE');
  const [user]: Array<{ id: string }> = await db.ds.query(
    `INSERT INTO users (name, email, password_hash) VALUES ('Ann', 'ann@example.com', 'h') RETURNING id`,
  );
  const vaults: Array<{ id: string }> = await db.ds.query(
    `INSERT INTO vaults (owner_id, senior_name, senior_email, delivery_method, frequency_weeks, send_intro_email,
       is_setup_complete)
     SELECT $1, 'Rose', 'rose' || n || '@example.com', 'email', 1, false, true FROM generate_series(1, 2) AS n
     RETURNING id`,
    [user.id],
  );
  const story = async (vaultId: string): Promise<string> =>
    (
      await db.ds.query(
        `INSERT INTO stories (vault_id, question_text, response_type, full_text, raw_text)
         VALUES ($1, 'Where did you grow up?', 'voice', '', '') RETURNING id`,
        [vaultId],
      )
    )[0].id;
  return {
    vaultId: vaults[0].id,
    otherVaultId: vaults[1].id,
    storyIds: [await story(vaults[0].id), await story(vaults[0].id)] as [string, string],
    otherStoryId: await story(vaults[1].id),
  };
}

listenLinkStoreContract('TypeORM on PostgreSQL', async () => ({
  store: new TypeormListenLinkStore(db.ds),
  ...(await freshVaults()),
}));

it('lets a purged story take its links with it', async () => {
  const f = await freshVaults();
  const store = new TypeormListenLinkStore(db.ds);
  const tokenHash = 'f'.repeat(64);
  await store.add({
    tokenHash,
    vaultId: f.vaultId,
    storyId: f.storyIds[0],
    exportId: '00000000-0000-4000-8000-0000000000b1',
  });
  await db.ds.query(`DELETE FROM stories WHERE id = $1`, [f.storyIds[0]]);
  expect(await store.findLive(tokenHash)).toBeNull();
});
