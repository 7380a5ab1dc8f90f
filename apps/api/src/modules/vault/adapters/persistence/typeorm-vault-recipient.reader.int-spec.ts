import { newVaultOf, vaultRecipientReaderContract, vaultTables } from '@storyvault/api-testing';
import { TypeormVaultRecipientReader } from './typeorm-vault-recipient.reader';

const tables = vaultTables();

vaultRecipientReaderContract('TypeORM on PostgreSQL', async () => {
  const ownerId = await tables.freshOwner();
  const vault = await tables.vaults().create(newVaultOf(ownerId));
  return {
    reader: new TypeormVaultRecipientReader(tables.ds),
    vaultId: vault.id,
    owner: { userId: ownerId, name: 'Ann', email: 'ann@example.com' },
    addMember: async (name, email, role, language = 'en') => {
      const [{ id }] = await tables.ds.query(
        `INSERT INTO users (name, email, password_hash, language) VALUES ($1, $2, 'h', $3) RETURNING id`,
        [name, email, language],
      );
      // Joined one after the other, as the contract expects them listed.
      await tables.ds.query(
        `INSERT INTO vault_members (vault_id, user_id, role, created_at) VALUES ($1, $2, $3, clock_timestamp())`,
        [vault.id, id, role],
      );
      return id;
    },
    removeMember: async (userId) => {
      await tables.ds.query(`DELETE FROM vault_members WHERE vault_id = $1 AND user_id = $2`, [vault.id, userId]);
    },
  };
});
