import { membersKit } from '@storyvault/api-testing';
import { ErrorCode } from '@storyvault/contracts';
import { Mailer } from '../../../shared/mail/mailer';

const DAY = 86_400_000;
/** Ann, registered afresh in each kit (her id is set there). */
const owner = { id: '', name: 'Ann Smith', email: 'ann@example.com', hasFullAccess: false };
const setup = { seniorName: 'Rose', seniorEmail: 'rose@example.com', deliveryMethod: 'email', frequency: 2 };

async function kitWithVault() {
  const kit = await membersKit();
  owner.id = (await kit.register.execute({ name: owner.name, email: owner.email, password: 'Str0ng!pass' })).id;
  const { vault } = await kit.saveVault.create(owner, { ...setup, isSetupComplete: true });
  const tokenOf = (to: string) => {
    const mail = [...kit.mailer.sent].reverse().find((m) => m.to === to);
    return mail?.text.match(/join\?token=([A-Za-z0-9_-]{43})/)?.[1] ?? '';
  };
  return { ...kit, vaultId: vault.id, tokenOf };
}

const code = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (error: { code?: string }) => error.code,
  );

describe('FamilyMembers', () => {
  it('invites by name, email and role, and emails a 14-day join link whose token only the email holds', async () => {
    const kit = await kitWithVault();
    const { member, emailSent } = await kit.members.invite(owner, kit.vaultId, {
      name: '  Emma   Smith ',
      email: ' Emma@Example.com ',
      role: 'viewer',
    });
    expect(emailSent).toBe(true);
    expect(member).toMatchObject({ name: 'Emma Smith', email: 'emma@example.com', role: 'viewer', status: 'invited' });
    expect(member.expiresAt).toEqual(new Date(kit.clock.now().getTime() + 14 * DAY));
    const [mail] = kit.mailer.sent;
    expect(mail.to).toBe('emma@example.com');
    expect(mail.subject).toBe("Ann Smith invited you to Rose's Story Collection");
    expect(mail.text).toContain('https://stories.example.com/join?token=');
    expect(mail.text).toContain('15 May 2026');
    expect(mail.text).toContain('As a viewer you can read and listen to the stories and leave comments.');
    const token = kit.tokenOf('emma@example.com');
    expect(kit.invitations.invitations[0].tokenHash).not.toContain(token);
    expect(JSON.stringify(kit.invitations.invitations)).not.toContain(token);
  });

  it('refuses bad input with plain words', async () => {
    const kit = await kitWithVault();
    for (const input of [
      { name: ' ', email: 'e@example.com', role: 'viewer' },
      { name: 'x'.repeat(101), email: 'e@example.com', role: 'viewer' },
      { name: 'Emma', email: 'not an email', role: 'viewer' },
      { name: 'Emma', email: 'e@example.com', role: 'owner' },
    ]) {
      expect(await code(kit.members.invite(owner, kit.vaultId, input))).toBe(ErrorCode.INVALID_MEMBER);
    }
  });

  it("refuses the owner's own email and anyone already invited, joined or expired (409)", async () => {
    const kit = await kitWithVault();
    const invite = (email: string) => kit.members.invite(owner, kit.vaultId, { name: 'X', email, role: 'viewer' });
    await expect(invite('ANN@example.com')).rejects.toMatchObject({ code: ErrorCode.ALREADY_MEMBER });
    await invite('emma@example.com');
    await expect(invite('emma@example.com')).rejects.toMatchObject({ message: 'This person is already invited.' });
    kit.clock.advance(15 * DAY);
    await expect(invite('emma@example.com')).rejects.toMatchObject({ message: expect.stringMatching(/Resend/) });
  });

  it('holds at most 30 people per vault, expired invitations included', async () => {
    const kit = await kitWithVault();
    for (let i = 0; i < 30; i++) {
      await kit.invitations.create(
        {
          vaultId: kit.vaultId,
          name: `P${i}`,
          email: `p${i}@example.com`,
          role: 'viewer',
          tokenHash: `${i}`.padStart(64, '0'),
          expiresAt: new Date(0),
          invitedBy: owner.id,
          createdAt: new Date(i),
        },
        30,
      );
    }
    await expect(
      kit.members.invite(owner, kit.vaultId, { name: 'One more', email: 'more@example.com', role: 'viewer' }),
    ).rejects.toMatchObject({ code: ErrorCode.MEMBER_LIMIT });
  });

  it('throttles invitations and resends together: 20 an hour per owner', async () => {
    const kit = await kitWithVault();
    const { member } = await kit.members.invite(owner, kit.vaultId, {
      name: 'E',
      email: 'e@example.com',
      role: 'viewer',
    });
    for (let i = 0; i < 10; i++) await kit.members.resend(owner, kit.vaultId, member.id);
    for (let i = 0; i < 9; i++) {
      await kit.members.invite(owner, kit.vaultId, { name: 'P', email: `p${i}@example.com`, role: 'viewer' });
    }
    const refused = kit.members.invite(owner, kit.vaultId, { name: 'P', email: 'late@example.com', role: 'viewer' });
    await expect(refused).rejects.toMatchObject({ code: ErrorCode.TOO_MANY_ATTEMPTS });
    kit.clock.advance(61 * 60_000);
    await kit.members.invite(owner, kit.vaultId, { name: 'P', email: 'late@example.com', role: 'viewer' });
  });

  it('keeps the invitation when the email cannot be sent, and says so', async () => {
    const kit = await kitWithVault();
    jest.spyOn(kit.mailer as Mailer, 'send').mockRejectedValueOnce(new Error('relay down'));
    const { member, emailSent } = await kit.members.invite(owner, kit.vaultId, {
      name: 'E',
      email: 'e@example.com',
      role: 'viewer',
    });
    expect(emailSent).toBe(false);
    expect((await kit.members.list(owner, kit.vaultId)).map((m) => m.id)).toEqual([member.id]);
  });

  it('lists oldest first with states; resend makes a fresh link and the old one stops working', async () => {
    const kit = await kitWithVault();
    const a = await kit.members.invite(owner, kit.vaultId, { name: 'A', email: 'a@example.com', role: 'viewer' });
    kit.clock.advance(60_000);
    await kit.members.invite(owner, kit.vaultId, { name: 'B', email: 'b@example.com', role: 'contributor' });
    const old = kit.tokenOf('a@example.com');
    kit.clock.advance(15 * DAY);
    expect((await kit.members.list(owner, kit.vaultId)).map((m) => [m.name, m.status])).toEqual([
      ['A', 'expired'],
      ['B', 'expired'],
    ]);
    const resent = await kit.members.resend(owner, kit.vaultId, a.member.id);
    expect(resent.member).toMatchObject({
      status: 'invited',
      expiresAt: new Date(kit.clock.now().getTime() + 14 * DAY),
    });
    expect(await code(kit.links.show(old, '1.1.1.1'))).toBe(ErrorCode.INVITATION_NOT_FOUND);
    expect(await kit.links.show(kit.tokenOf('a@example.com'), '1.1.1.1')).toEqual({
      seniorName: 'Rose',
      ownerName: 'Ann Smith',
      email: 'a@example.com',
      role: 'viewer',
    });
  });

  it('is for the owner alone: a member is refused (403), anyone else told there is no vault (404)', async () => {
    const kit = await kitWithVault();
    kit.vaults.addMember(kit.vaultId, 'member-1', 'contributor');
    const member = { id: 'member-1', name: 'M', email: 'm@example.com' };
    const stranger = { id: 'stranger', name: 'S', email: 's@example.com' };
    expect(await code(kit.members.list(member, kit.vaultId))).toBe(ErrorCode.VAULT_FORBIDDEN);
    expect(
      await code(kit.members.invite(member, kit.vaultId, { name: 'E', email: 'e@example.com', role: 'viewer' })),
    ).toBe(ErrorCode.VAULT_FORBIDDEN);
    expect(await code(kit.members.list(stranger, kit.vaultId))).toBe(ErrorCode.VAULT_NOT_FOUND);
    expect(await code(kit.members.remove(owner, kit.vaultId, 'nobody'))).toBe(ErrorCode.MEMBER_NOT_FOUND);
  });
});

describe('InvitationLinks', () => {
  async function invited(role: 'viewer' | 'contributor' = 'viewer') {
    const kit = await kitWithVault();
    const { member } = await kit.members.invite(owner, kit.vaultId, { name: 'Emma', email: 'emma@example.com', role });
    return { ...kit, member, token: kit.tokenOf('emma@example.com') };
  }

  it('makes the account with the invited email and joins, once', async () => {
    const kit = await invited('contributor');
    const joined = await kit.links.accept({
      token: kit.token,
      ip: 'ip',
      user: null,
      name: 'Emma S',
      password: 'Str0ng!pass',
    });
    expect(joined).toMatchObject({
      vaultId: kit.vaultId,
      signedUp: true,
      user: { email: 'emma@example.com', name: 'Emma S' },
    });
    const [vault] = await kit.listVaults.execute({ ...joined.user });
    expect(vault).toMatchObject({ role: 'contributor', ownerName: 'Ann Smith' });
    expect((await kit.members.list(owner, kit.vaultId))[0]).toMatchObject({ status: 'joined', expiresAt: null });
    expect(await code(kit.links.show(kit.token, 'ip'))).toBe(ErrorCode.INVITATION_GONE);
    expect(await code(kit.links.accept({ token: kit.token, ip: 'ip', user: joined.user }))).toBe(
      ErrorCode.INVITATION_GONE,
    );
  });

  it('applies the registration rules and sends someone with an account to sign in', async () => {
    const kit = await invited();
    expect(await code(kit.links.accept({ token: kit.token, ip: 'ip', user: null, name: 'E', password: 'weak' }))).toBe(
      ErrorCode.WEAK_PASSWORD,
    );
    await kit.register.execute({ name: 'Emma', email: 'emma@example.com', password: 'Str0ng!pass' });
    const taken = kit.links.accept({ token: kit.token, ip: 'ip', user: null, name: 'E', password: 'Str0ng!pass' });
    await expect(taken).rejects.toMatchObject({
      code: ErrorCode.EMAIL_TAKEN,
      message: expect.stringMatching(/sign in/),
    });
  });

  it('joins the signed-in account with the invited email, and refuses another account plainly', async () => {
    const kit = await invited();
    const other = await kit.register.execute({ name: 'Leo', email: 'leo@example.com', password: 'Str0ng!pass' });
    const refused = kit.links.accept({ token: kit.token, ip: 'ip', user: other });
    await expect(refused).rejects.toMatchObject({
      code: ErrorCode.INVITATION_OTHER_ACCOUNT,
      message:
        'This invitation is for a different email address. Sign out and open the link again, or ask Ann Smith to invite this address.',
    });
    const emma = await kit.register.execute({ name: 'Emma', email: 'emma@example.com', password: 'Str0ng!pass' });
    expect(await kit.links.accept({ token: kit.token, ip: 'ip', user: emma })).toMatchObject({ signedUp: false });
    expect((await kit.vaults.findForMember(kit.vaultId, emma.id))?.role).toBe('viewer');
  });

  it('changing the role and removing act on the membership too', async () => {
    const kit = await invited();
    const { user } = await kit.links.accept({
      token: kit.token,
      ip: 'ip',
      user: null,
      name: 'E',
      password: 'Str0ng!pass',
    });
    await kit.members.changeRole(owner, kit.vaultId, kit.member.id, 'contributor');
    expect((await kit.vaults.findForMember(kit.vaultId, user.id))?.role).toBe('contributor');
    await kit.members.remove(owner, kit.vaultId, kit.member.id);
    expect(await code(kit.insights.stats(user, kit.vaultId))).toBe(ErrorCode.VAULT_NOT_FOUND);
  });

  it('answers 404 to unknown or malformed links, 410 to expired ones, and slows down guessing by address', async () => {
    const kit = await invited();
    expect(await code(kit.links.show('nonsense', 'ip'))).toBe(ErrorCode.INVITATION_NOT_FOUND);
    kit.clock.advance(14 * DAY);
    expect(await code(kit.links.show(kit.token, 'ip'))).toBe(ErrorCode.INVITATION_GONE);
    for (let i = 0; i < 20; i++) await code(kit.links.show('A'.repeat(43), 'guesser'));
    expect(await code(kit.links.show('A'.repeat(43), 'guesser'))).toBe(ErrorCode.TOO_MANY_ATTEMPTS);
    // Real links never count, however often they are opened.
    for (let i = 0; i < 30; i++) await code(kit.links.show(kit.token, 'family'));
    expect(await code(kit.links.show(kit.token, 'family'))).toBe(ErrorCode.INVITATION_GONE);
  });
});
