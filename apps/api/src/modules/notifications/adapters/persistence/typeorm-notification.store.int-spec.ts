import { newVaultOf, notificationStoreContract, vaultTables } from '@storyvault/api-testing';
import { TypeormNotificationStore } from './typeorm-notification.store';

const tables = vaultTables();

notificationStoreContract('TypeORM on PostgreSQL', async () => {
  const ownerId = await tables.freshOwner();
  const vault = await tables.vaults().create(newVaultOf(ownerId));
  const others: Array<{ id: string }> = await tables.ds.query(
    `INSERT INTO users (name, email, password_hash) VALUES ('Bo', 'bo@example.com', 'h'), ('Cy', 'cy@example.com', 'h')
     RETURNING id`,
  );
  const stories: Array<{ id: string }> = await tables.ds.query(
    `INSERT INTO stories (vault_id, source, question_text, response_type, full_text, raw_text)
     SELECT $1, 'link', 'Q' || n, 'written', 'A' || n, 'A' || n FROM generate_series(1, 3) AS n RETURNING id`,
    [vault.id],
  );
  return {
    store: new TypeormNotificationStore(tables.ds, 'stories.test'),
    vaultId: vault.id,
    userIds: [ownerId, ...others.map((u) => u.id)],
    storyIds: stories.map((s) => s.id),
  };
});
