import { InvitationStore } from '../../src/modules/members/application/ports/invitation.store';
import { hashInvitationToken, NewInvitation } from '../../src/modules/members/domain/invitation';
import { AlreadyMemberError } from '../../src/modules/members/domain/invitation.errors';

export interface InvitationStoreFixture {
  store: InvitationStore;
  /** A vault with its owner's membership. */
  vaultId: string;
  ownerId: string;
  /** Two users with no membership yet. */
  userIds: [string, string];
  /** The vault's members as vault_members holds them (owner included). */
  membersOf(vaultId: string): Promise<Array<{ userId: string; role: string }>>;
}

const DAY = 86_400_000;
const T0 = new Date('2026-05-01T09:00:00Z');
let counter = 0;

function invitation(vaultId: string, over: Partial<NewInvitation> = {}): NewInvitation {
  const n = ++counter;
  return {
    vaultId,
    name: `Person ${n}`,
    email: `person${n}@example.com`,
    role: 'viewer',
    tokenHash: hashInvitationToken(`token-${n}-${Math.random()}`),
    expiresAt: new Date(T0.getTime() + 14 * DAY),
    invitedBy: null,
    createdAt: new Date(T0.getTime() + n * 1000),
    ...over,
  };
}

export function invitationStoreContract(name: string, make: () => Promise<InvitationStoreFixture>) {
  describe(`InvitationStore contract: ${name}`, () => {
    it('adds invitations and lists them oldest first, found by id, email and token hash', async () => {
      const { store, vaultId } = await make();
      const later = await store.create(invitation(vaultId, { createdAt: new Date(T0.getTime() + 5000) }), 30);
      const earlier = await store.create(invitation(vaultId, { createdAt: T0 }), 30);
      if (later === 'limit' || earlier === 'limit') throw new Error('limit');
      expect(earlier).toEqual({
        id: expect.any(String),
        vaultId,
        name: expect.stringMatching(/^Person/),
        email: expect.stringMatching(/@example\.com$/),
        role: 'viewer',
        tokenHash: expect.stringMatching(/^[0-9a-f]{64}$/),
        expiresAt: new Date(T0.getTime() + 14 * DAY),
        invitedBy: null,
        createdAt: T0,
        userId: null,
        joinedAt: null,
      });
      expect((await store.listByVault(vaultId)).map((i) => i.id)).toEqual([earlier.id, later.id]);
      expect(await store.findInVault(vaultId, later.id)).toEqual(later);
      expect(await store.findByEmail(vaultId, later.email)).toEqual(later);
      expect(await store.findByTokenHash(later.tokenHash)).toEqual(later);
      expect(await store.findInVault(vaultId, 'not-an-id')).toBeNull();
      expect(await store.findInVault('00000000-0000-4000-8000-000000000000', later.id)).toBeNull();
      expect(await store.findByTokenHash(hashInvitationToken('unknown'))).toBeNull();
    });

    it('refuses an email invited twice to one vault, and answers "limit" at the maximum', async () => {
      const { store, vaultId } = await make();
      await store.create(invitation(vaultId, { email: 'emma@example.com' }), 30);
      await expect(store.create(invitation(vaultId, { email: 'emma@example.com' }), 30)).rejects.toBeInstanceOf(
        AlreadyMemberError,
      );
      await store.create(invitation(vaultId), 3);
      expect(await store.create(invitation(vaultId), 2)).toBe('limit');
      expect(await store.listByVault(vaultId)).toHaveLength(2);
    });

    it('joins once: the invitation records the user and vault_members gets the row, with the role', async () => {
      const { store, vaultId, userIds, ownerId, membersOf } = await make();
      const created = await store.create(invitation(vaultId, { role: 'contributor' }), 30);
      if (created === 'limit') throw new Error('limit');
      const at = new Date(T0.getTime() + DAY);
      expect(await store.join(created.tokenHash, userIds[0], at)).toBe('joined');
      expect(await store.join(created.tokenHash, userIds[1], at)).toBe('gone');
      expect(await store.findInVault(vaultId, created.id)).toMatchObject({ userId: userIds[0], joinedAt: at });
      expect(sorted(await membersOf(vaultId))).toEqual(
        sorted([
          { userId: ownerId, role: 'owner' },
          { userId: userIds[0], role: 'contributor' },
        ]),
      );
    });

    it('will not join by an expired invitation, nor renew a joined one', async () => {
      const { store, vaultId, userIds } = await make();
      const created = await store.create(invitation(vaultId), 30);
      if (created === 'limit') throw new Error('limit');
      expect(await store.join(created.tokenHash, userIds[0], created.expiresAt)).toBe('gone');
      const renewed = await store.renew(created.id, hashInvitationToken('fresh'), new Date(T0.getTime() + 30 * DAY));
      expect(renewed).toMatchObject({
        tokenHash: hashInvitationToken('fresh'),
        expiresAt: new Date(T0.getTime() + 30 * DAY),
      });
      expect(await store.findByTokenHash(created.tokenHash)).toBeNull();
      expect(await store.join(hashInvitationToken('fresh'), userIds[0], new Date(T0.getTime() + DAY))).toBe('joined');
      expect(await store.renew(created.id, hashInvitationToken('again'), new Date())).toBeNull();
    });

    it('changes the role on the invitation and on the joined member’s row', async () => {
      const { store, vaultId, userIds, membersOf } = await make();
      const created = await store.create(invitation(vaultId), 30);
      if (created === 'limit') throw new Error('limit');
      await store.join(created.tokenHash, userIds[0], T0);
      expect(await store.changeRole(created.id, 'contributor')).toMatchObject({ role: 'contributor' });
      expect(await membersOf(vaultId)).toContainEqual({ userId: userIds[0], role: 'contributor' });
      expect(await store.changeRole('00000000-0000-4000-8000-000000000000', 'viewer')).toBeNull();
    });

    it('removes the invitation with the member’s row, never the owner’s', async () => {
      const { store, vaultId, userIds, ownerId, membersOf } = await make();
      const joined = await store.create(invitation(vaultId), 30);
      const invited = await store.create(invitation(vaultId), 30);
      if (joined === 'limit' || invited === 'limit') throw new Error('limit');
      await store.join(joined.tokenHash, userIds[0], T0);
      expect(await store.remove(joined.id)).toBe(true);
      expect(await store.remove(invited.id)).toBe(true);
      expect(await store.remove(invited.id)).toBe(false);
      expect(await store.listByVault(vaultId)).toEqual([]);
      expect(await membersOf(vaultId)).toEqual([{ userId: ownerId, role: 'owner' }]);
      // An invitation the owner joined themselves (their email changed to it) leaves them the owner.
      const own = await store.create(invitation(vaultId), 30);
      if (own === 'limit') throw new Error('limit');
      expect(await store.join(own.tokenHash, ownerId, T0)).toBe('joined');
      await store.remove(own.id);
      expect(await membersOf(vaultId)).toEqual([{ userId: ownerId, role: 'owner' }]);
    });
  });
}

function sorted<T extends { userId: string }>(rows: T[]): T[] {
  return [...rows].sort((a, b) => a.userId.localeCompare(b.userId));
}
