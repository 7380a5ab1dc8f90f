import { vault } from '../test/fixtures';
import { orderVaults, pickVault, rememberedVaultId, rememberVault, type ListedVault } from './currentVault';

const rose = vault({ id: 'v-rose', seniorName: 'Rose' });
const ida = vault({ id: 'v-ida', seniorName: 'Ida' });
const ids = (vaults: ListedVault[]) => vaults.map((v) => v.id);

describe('the current vault', () => {
  afterEach(() => window.localStorage.clear());

  it('takes the remembered vault while the list has it', () => {
    expect(pickVault([rose, ida], 'v-ida')).toBe(ida);
  });

  it('falls back to the first vault when nothing is remembered, or the remembered one is gone', () => {
    expect(pickVault([rose, ida], null)).toBe(rose);
    expect(pickVault([rose, ida], 'v-deleted')).toBe(rose);
  });

  it('has no vault before the user has one', () => {
    expect(pickVault([], 'v-rose')).toBeUndefined();
  });

  it("lists the user's own vaults first, each group in the API's order, when vaults carry a role", () => {
    const shared: ListedVault = { ...vault({ id: 'v-shared' }), role: 'viewer' };
    const helping: ListedVault = { ...vault({ id: 'v-helping' }), role: 'contributor' };
    const owned: ListedVault = { ...ida, role: 'owner' };
    expect(ids(orderVaults([shared, rose, helping, owned]))).toEqual(['v-rose', 'v-ida', 'v-shared', 'v-helping']);
    expect(ids(orderVaults([rose, ida]))).toEqual(['v-rose', 'v-ida']);
  });

  it('falls back to the first own vault when the remembered one is gone from a list with shared vaults', () => {
    const shared: ListedVault = { ...vault({ id: 'v-shared' }), role: 'viewer' };
    const owned: ListedVault = { ...ida, role: 'owner' };
    expect(pickVault(orderVaults([shared, owned]), 'v-deleted')).toBe(owned);
  });

  it('remembers the choice for each user apart, whatever the case of the email', () => {
    rememberVault('Ann@Example.com', 'v-ida');
    rememberVault('tom@example.com', 'v-rose');
    expect(rememberedVaultId('ann@example.com')).toBe('v-ida');
    expect(rememberedVaultId('tom@example.com')).toBe('v-rose');
    expect(rememberedVaultId('bea@example.com')).toBeNull();
  });

  it('keeps working when the browser refuses storage', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    try {
      expect(() => rememberVault('ann@example.com', 'v-ida')).not.toThrow();
      expect(rememberedVaultId('ann@example.com')).toBeNull();
    } finally {
      jest.restoreAllMocks();
    }
  });
});
