import { vaultRecipientReaderContract } from '@storyvault/api-testing';
import { InMemoryVaultRecipientReader } from './in-memory-vault-recipient.reader';

vaultRecipientReaderContract('in-memory', async () => {
  const reader = new InMemoryVaultRecipientReader();
  const owner = { userId: 'owner-1', name: 'Ann', email: 'ann@example.com' };
  reader.add('vault-1', { ...owner, role: 'owner' });
  let next = 0;
  return {
    reader,
    vaultId: 'vault-1',
    owner,
    addMember: async (name, email, role, language) => {
      const userId = `user-${++next}`;
      reader.add('vault-1', { userId, name, email, role, language });
      return userId;
    },
    removeMember: async (userId) => reader.remove('vault-1', userId),
  };
});
