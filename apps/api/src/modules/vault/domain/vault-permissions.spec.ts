import { VAULT_ROLES } from '@storyvault/contracts';
import { roleAllows, VAULT_PERMISSIONS, VaultPermission, VaultRole } from './vault-permissions';

describe('vault permissions', () => {
  it('gives each role exactly its permissions', () => {
    const table = (role: VaultRole) => VAULT_PERMISSIONS.filter((p) => roleAllows(role, p));
    expect(Object.fromEntries(VAULT_ROLES.map((role) => [role, table(role)]))).toEqual({
      owner: ['read', 'comment', 'suggest', 'addPhotos', 'curate', 'manage', 'readOriginal'],
      contributor: ['read', 'comment', 'suggest', 'addPhotos'],
      viewer: ['read', 'comment'],
    });
  });

  it('lets every member read, and only the owner curate, manage or read the original email', () => {
    for (const role of VAULT_ROLES) expect({ role, read: roleAllows(role, 'read') }).toEqual({ role, read: true });
    const keeping: VaultPermission[] = ['curate', 'manage', 'readOriginal'];
    for (const permission of keeping) {
      expect(VAULT_ROLES.filter((role) => roleAllows(role, permission))).toEqual(['owner']);
    }
  });
});
