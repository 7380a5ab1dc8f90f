import { newVaultOf, questionPhotoStoreContract, vaultTables } from '@storyvault/api-testing';
import { TypeormQuestionPhotoStore } from './typeorm-question-photo.store';

const tables = vaultTables();

questionPhotoStoreContract('TypeORM on PostgreSQL', async () => {
  const ownerId = await tables.freshOwner();
  const vault = await tables.vaults().create(newVaultOf(ownerId));
  const [{ id: otherOwnerId }] = await tables.ds.query(
    `INSERT INTO users (name, email, password_hash) VALUES ('Bo', 'bo@example.com', 'h') RETURNING id`,
  );
  const other = await tables.vaults().create(newVaultOf(otherOwnerId));
  return {
    store: new TypeormQuestionPhotoStore(tables.ds),
    vaultId: vault.id,
    otherVaultId: other.id,
    newQuestion: async () => {
      const [{ id }] = await tables.ds.query(
        `INSERT INTO questions (text, category, is_prewritten, owner_id) VALUES ('Who is this?', 'custom', false, $1)
         RETURNING id`,
        [ownerId],
      );
      return id;
    },
  };
});
