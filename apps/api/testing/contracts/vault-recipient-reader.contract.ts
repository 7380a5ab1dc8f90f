import type { Language } from '@storyvault/contracts';
import { VaultRecipientReader } from '../../src/modules/vault/application/ports/vault-recipient.reader';

export interface VaultRecipientFixture {
  reader: VaultRecipientReader;
  vaultId: string;
  /** An English speaker. */
  owner: { userId: string; name: string; email: string };
  /** Makes a new user a member who joined the vault; answers their id. */
  addMember(name: string, email: string, role: 'contributor' | 'viewer', language?: Language): Promise<string>;
  removeMember(userId: string): Promise<void>;
}

export function vaultRecipientReaderContract(name: string, make: () => Promise<VaultRecipientFixture>) {
  describe(`VaultRecipientReader contract: ${name}`, () => {
    it('lists the owner first, then the members as they joined, with name, email, role and language', async () => {
      const f = await make();
      expect(await f.reader.of(f.vaultId)).toEqual([{ ...f.owner, role: 'owner', language: 'en' }]);
      const emma = await f.addMember('Emma', 'emma@example.com', 'viewer');
      const carl = await f.addMember('Carl', 'carl@example.com', 'contributor', 'de');
      expect(await f.reader.of(f.vaultId)).toEqual([
        { ...f.owner, role: 'owner', language: 'en' },
        { userId: emma, name: 'Emma', email: 'emma@example.com', role: 'viewer', language: 'en' },
        { userId: carl, name: 'Carl', email: 'carl@example.com', role: 'contributor', language: 'de' },
      ]);
    });

    it('leaves out someone removed at once', async () => {
      const f = await make();
      const emma = await f.addMember('Emma', 'emma@example.com', 'viewer');
      await f.removeMember(emma);
      expect((await f.reader.of(f.vaultId)).map((r) => r.userId)).toEqual([f.owner.userId]);
    });

    it('reads many vaults at once, each as `of` reads it; a vault with no one is absent', async () => {
      const f = await make();
      const carl = await f.addMember('Carl', 'carl@example.com', 'contributor', 'de');
      const unknown = '00000000-0000-4000-8000-000000000000';
      const found = await f.reader.ofVaults([f.vaultId, unknown, 'not-an-id', f.vaultId]);
      expect([...found.keys()]).toEqual([f.vaultId]);
      expect(found.get(f.vaultId)).toEqual(await f.reader.of(f.vaultId));
      expect(found.get(f.vaultId)!.map((r) => r.userId)).toEqual([f.owner.userId, carl]);
      expect(await f.reader.ofVaults([])).toEqual(new Map());
    });

    it('answers no one for an unknown or malformed vault id', async () => {
      const f = await make();
      expect(await f.reader.of('00000000-0000-4000-8000-000000000000')).toEqual([]);
      expect(await f.reader.of('not-an-id')).toEqual([]);
    });
  });
}
