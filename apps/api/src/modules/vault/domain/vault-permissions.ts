import { VaultRole } from '@storyvault/contracts';

export type { VaultRole } from '@storyvault/contracts';

/**
 * What a member may do in a vault. `read`: its stories, recordings, photos, stats and the
 * stories' activity (the queue and the rest of the feed need `curate`). `comment` and `suggest`: respond to stories and propose questions. `addPhotos`:
 * add photos to a story (and remove those one added). `curate`: choose and order the questions asked, and edit, delete and restore stories. `manage`: the vault's
 * settings (the senior, their address, the schedule). `readOriginal`: a story's original (the
 * email as it came, which quotes the senior's answer links), masked even then.
 */
export type VaultPermission = 'read' | 'comment' | 'suggest' | 'addPhotos' | 'curate' | 'manage' | 'readOriginal';

export const VAULT_PERMISSIONS: readonly VaultPermission[] = [
  'read',
  'comment',
  'suggest',
  'addPhotos',
  'curate',
  'manage',
  'readOriginal',
];

/** The one table of who may do what (docs/decisions/0034-vault-members-and-permissions.md). */
export const ROLE_PERMISSIONS: Readonly<Record<VaultRole, readonly VaultPermission[]>> = {
  owner: VAULT_PERMISSIONS,
  contributor: ['read', 'comment', 'suggest', 'addPhotos'],
  viewer: ['read', 'comment'],
};

export function roleAllows(role: VaultRole, permission: VaultPermission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}
