import { MEMBER_ROLES, MemberRole, VaultRole } from '@storyvault/contracts';

export type { VaultRole } from '@storyvault/contracts';

/**
 * What a member may do in a vault. `read`: its stories, recordings, photos, stats and the
 * stories' activity (the queue and the rest of the feed need `curate`). `comment` and `suggest`: respond to stories and propose questions. `addPhotos`:
 * add photos to a story (and remove those one added). `curate`: choose and order the questions asked, and edit, delete and restore stories; see the queue
 * (what is coming and what was asked). `manage`: the vault's
 * settings (the senior, their address, the schedule). `readOriginal`: a story's original (the
 * email as it came, which quotes the senior's answer links), masked even then.
 *
 * The dotted ones are single things done: `vault.seniorContact`, the senior's email address and
 * phone; `vault.giftMessage`, the note that came with a gift; `comment.delete`, deleting a
 * comment (any, or one's own); `story.photo.remove`, removing a photo the family added (any, or
 * one's own); `keepsake.archive`, asking for and opening an archive (every email and file of the
 * vault); `keepsake.operatorMake`, having a keepsake made by an operator (`storyvault export`)
 * in the account's name; `notifications.ownerEmails`, the emails about the family (someone
 * joined, commented, suggested).
 */
export type VaultPermission =
  | 'read'
  | 'comment'
  | 'suggest'
  | 'addPhotos'
  | 'curate'
  | 'manage'
  | 'readOriginal'
  | 'vault.seniorContact'
  | 'vault.giftMessage'
  | 'comment.delete'
  | 'story.photo.remove'
  | 'keepsake.archive'
  | 'keepsake.operatorMake'
  | 'notifications.ownerEmails';

/** What the actor is to the thing acted on, for the rules that look at it. */
export interface Relation {
  /** They wrote it (a comment). */
  isAuthor?: boolean;
  /** They added it (a photo the family added to a story). */
  isAdder?: boolean;
}

/** Who may: the roles that may whatever the thing, and any member related to it so. */
interface Rule {
  roles: readonly VaultRole[];
  orIf?: keyof Relation;
}

const EVERYONE: readonly VaultRole[] = ['owner', 'contributor', 'viewer'];
const FAMILY_WHO_ADD: readonly VaultRole[] = ['owner', 'contributor'];
const OWNER: readonly VaultRole[] = ['owner'];

/**
 * The one table of who may do what (docs/decisions/0930-one-permission-table.md): every rule of
 * the api that depends on a member's role is a line here, and nowhere else compares roles.
 */
export const PERMISSION_RULES: Readonly<Record<VaultPermission, Rule>> = {
  read: { roles: EVERYONE },
  comment: { roles: EVERYONE },
  suggest: { roles: FAMILY_WHO_ADD },
  addPhotos: { roles: FAMILY_WHO_ADD },
  curate: { roles: OWNER },
  manage: { roles: OWNER },
  readOriginal: { roles: OWNER },
  'vault.seniorContact': { roles: OWNER },
  'vault.giftMessage': { roles: OWNER },
  'comment.delete': { roles: OWNER, orIf: 'isAuthor' },
  'story.photo.remove': { roles: OWNER, orIf: 'isAdder' },
  'keepsake.archive': { roles: OWNER },
  'keepsake.operatorMake': { roles: OWNER },
  'notifications.ownerEmails': { roles: OWNER },
};

export const VAULT_PERMISSIONS = Object.keys(PERMISSION_RULES) as readonly VaultPermission[];

/** Whether a member of this role (and this relation to the thing, where the rule looks at it) may. */
export function roleAllows(role: VaultRole, permission: VaultPermission, relation: Relation = {}): boolean {
  const rule = PERMISSION_RULES[permission];
  return rule.roles.includes(role) || (rule.orIf !== undefined && relation[rule.orIf] === true);
}

/**
 * A member's role, one an invitation gives (and changes and takes back), not the owner's: the
 * owner's membership mirrors `vaults.owner_id`, and a vault's people list the owner first.
 */
export function isMemberRole(role: VaultRole | undefined): role is MemberRole {
  return (MEMBER_ROLES as readonly (VaultRole | undefined)[]).includes(role);
}
