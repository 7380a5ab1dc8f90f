import { PasswordHasher } from '../../src/modules/auth/application/ports/password-hasher';

export function passwordHasherContract(name: string, make: () => PasswordHasher) {
  describe(`PasswordHasher contract: ${name}`, () => {
    const hasher = make();

    it('verifies the right password and refuses a wrong one', async () => {
      const hash = await hasher.hash('Corr3ct!horse');
      expect(hash).not.toContain('Corr3ct!horse');
      expect(await hasher.verify(hash, 'Corr3ct!horse')).toBe(true);
      expect(await hasher.verify(hash, 'corr3ct!horse')).toBe(false);
    });

    it('salts: the same password hashes differently each time', async () => {
      expect(await hasher.hash('Same!pass1')).not.toBe(await hasher.hash('Same!pass1'));
    });

    it('answers false, not an error, for a malformed hash', async () => {
      expect(await hasher.verify('not-a-hash', 'anything')).toBe(false);
    });
  });
}
