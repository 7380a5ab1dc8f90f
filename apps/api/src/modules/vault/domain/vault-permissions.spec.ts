import { MEMBER_ROLES, VAULT_ROLES } from '@storyvault/contracts';
import { isMemberRole, Relation, roleAllows, VAULT_PERMISSIONS, VaultPermission, VaultRole } from './vault-permissions';

/** Every action, and for each role whether it may: alone, then related to the thing (its author, its adder). */
const EXPECTED: Record<VaultPermission, Record<VaultRole, [alone: boolean, related: boolean]>> = {
  read: { owner: [true, true], contributor: [true, true], viewer: [true, true] },
  comment: { owner: [true, true], contributor: [true, true], viewer: [true, true] },
  suggest: { owner: [true, true], contributor: [true, true], viewer: [false, false] },
  addPhotos: { owner: [true, true], contributor: [true, true], viewer: [false, false] },
  curate: { owner: [true, true], contributor: [false, false], viewer: [false, false] },
  manage: { owner: [true, true], contributor: [false, false], viewer: [false, false] },
  readOriginal: { owner: [true, true], contributor: [false, false], viewer: [false, false] },
  'vault.seniorContact': { owner: [true, true], contributor: [false, false], viewer: [false, false] },
  'vault.giftMessage': { owner: [true, true], contributor: [false, false], viewer: [false, false] },
  'comment.delete': { owner: [true, true], contributor: [false, true], viewer: [false, true] },
  'story.photo.remove': { owner: [true, true], contributor: [false, true], viewer: [false, true] },
  'keepsake.archive': { owner: [true, true], contributor: [false, false], viewer: [false, false] },
  'keepsake.operatorMake': { owner: [true, true], contributor: [false, false], viewer: [false, false] },
  'notifications.ownerEmails': { owner: [true, true], contributor: [false, false], viewer: [false, false] },
};

/** The relation each rule may look at: the author of a comment, the adder of a photo. */
const RELATED: Partial<Record<VaultPermission, Relation>> = {
  'comment.delete': { isAuthor: true },
  'story.photo.remove': { isAdder: true },
};

describe('the permission table', () => {
  it('names every action once', () => {
    expect([...VAULT_PERMISSIONS].sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  it.each(Object.keys(EXPECTED) as VaultPermission[])('answers for %s, for every role', (permission) => {
    const answers = Object.fromEntries(
      VAULT_ROLES.map((role) => [
        role,
        [roleAllows(role, permission), roleAllows(role, permission, RELATED[permission] ?? {})],
      ]),
    );
    expect(answers).toEqual(EXPECTED[permission]);
  });

  it('looks at only the relation the rule names', () => {
    // The author of a comment is no adder of a photo, and the other way round.
    expect(roleAllows('viewer', 'comment.delete', { isAdder: true })).toBe(false);
    expect(roleAllows('contributor', 'story.photo.remove', { isAuthor: true })).toBe(false);
    expect(roleAllows('contributor', 'story.photo.remove', { isAdder: false })).toBe(false);
    // A relation opens no rule that is by role alone.
    for (const role of VAULT_ROLES)
      expect(roleAllows(role, 'curate', { isAuthor: true, isAdder: true })).toBe(roleAllows(role, 'curate'));
  });

  it('lets every member read, and only the owner curate, manage or read the original email', () => {
    for (const role of VAULT_ROLES) expect({ role, read: roleAllows(role, 'read') }).toEqual({ role, read: true });
    const keeping: VaultPermission[] = ['curate', 'manage', 'readOriginal'];
    for (const permission of keeping) {
      expect(VAULT_ROLES.filter((role) => roleAllows(role, permission))).toEqual(['owner']);
    }
  });

  it("tells a member's role, one an invitation gives, from the owner's", () => {
    expect(VAULT_ROLES.filter((role) => isMemberRole(role))).toEqual(MEMBER_ROLES);
    expect(isMemberRole(undefined)).toBe(false);
  });
});
