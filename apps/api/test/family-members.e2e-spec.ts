import { startTestApp, TestApp } from '@storyvault/api-testing';
import { InvitationView, MemberView, VaultView } from '@storyvault/contracts';
import { linksIn, setUpVault, signedInOwner, SmtpTestServer, startSmtpTestServer } from '@storyvault/testing';
import { ParsedMail } from 'mailparser';
import request from 'supertest';
import { DataSource } from 'typeorm';

/**
 * The family circle's invitations over HTTP, with the real SMTP server: the owner invites, the
 * invited person opens the emailed link and joins, reads the collection and is refused the
 * owner's writes; the owner resends, changes roles and removes. The test on guessing links
 * comes last: it uses up the test client's address.
 */

const PASSWORD = 'Str0ng!pass';
const PUBLIC_URL = 'http://stories.test';
type Agent = ReturnType<typeof request.agent>;

describe('family members and invitations over HTTP', () => {
  let t: TestApp;
  let smtp: SmtpTestServer;
  let db: DataSource;
  let unique = 0;
  const fresh = (who: string) => `${who}-${++unique}-${Date.now()}@example.com`;
  /** The newest email to `email` that arrived after the first `after` messages. */
  const mailTo = (email: string, after: number) =>
    smtp.waitFor(
      (m: ParsedMail) => smtp.messages.indexOf(m) >= after && !!m.to && !Array.isArray(m.to) && m.to.text === email,
      10_000,
    );

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    t = await startTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL } });
    db = t.app.get(DataSource);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  async function ownerWithVault() {
    const owner = await signedInOwner(t.server, { name: 'Ann Smith', email: fresh('ann') });
    const vault = await setUpVault(owner.agent, { seniorName: 'Rose Smith', seniorEmail: fresh('rose') });
    return { ...owner, vaultId: vault.id };
  }

  /** Invites and answers the member with the token of the link emailed to them. */
  async function invite(owner: { agent: Agent; vaultId: string }, email: string, role = 'viewer') {
    const before = smtp.messages.length;
    const res = await owner.agent
      .post(`/api/vaults/${owner.vaultId}/members`)
      .send({ name: 'Emma Smith', email, role });
    expect(res.status).toBe(201);
    const mail = await mailTo(email, before);
    const link = linksIn(mail.text).find((l) => l.startsWith(`${PUBLIC_URL}/join?token=`))!;
    return { member: res.body as MemberView, mail, link, token: new URL(link).searchParams.get('token')! };
  }

  const accept = (agent: Agent | ReturnType<typeof request>, token: string, body: object = {}) =>
    (agent as Agent).post(`/api/invitations/${token}/accept`).send(body);

  it('invites by email; the new person opens the link, makes an account, joins and reads the collection', async () => {
    const owner = await ownerWithVault();
    const email = fresh('emma');
    const { member, mail, link, token } = await invite(owner, email);
    expect(member).toEqual({
      id: expect.any(String),
      name: 'Emma Smith',
      email,
      role: 'viewer',
      status: 'invited',
      invitedAt: expect.any(String),
      joinedAt: null,
      expiresAt: expect.any(String),
      emailSent: true,
    });
    expect(mail.subject).toBe("Ann Smith invited you to Rose Smith's Story Collection");
    expect(link).toMatch(/^http:\/\/stories\.test\/join\?token=[A-Za-z0-9_-]{43}$/);
    expect(mail.text).toMatch(/works once, until \d+ \w+ \d{4}/);
    const [{ token_hash }] = await db.query('SELECT token_hash FROM vault_invitations WHERE id = $1', [member.id]);
    expect(token_hash).not.toBe(token);

    const shown: InvitationView = (await request(t.server).get(`/api/invitations/${token}`).expect(200)).body;
    expect(shown).toEqual({ seniorName: 'Rose Smith', ownerName: 'Ann Smith', email, role: 'viewer' });

    const emma = request.agent(t.server);
    const joined = await accept(emma, token, { name: 'Emma Smith', password: PASSWORD }).expect(200);
    expect(joined.body).toEqual({ user: { name: 'Emma Smith', email, hasFullAccess: false }, vaultId: owner.vaultId });
    await emma.get('/api/me').expect(200);
    const vaults: VaultView[] = (await emma.get('/api/vaults').expect(200)).body;
    expect(vaults).toHaveLength(1);
    expect(vaults[0]).toMatchObject({
      id: owner.vaultId,
      role: 'viewer',
      ownerName: 'Ann Smith',
      seniorName: 'Rose Smith',
      seniorEmail: '',
      seniorPhone: null,
      // When questions arrive is no secret within the family.
      sendWeekday: expect.any(Number),
      timeZone: 'UTC',
    });
    const base = `/api/vaults/${owner.vaultId}`;
    for (const path of ['/stories', '/stats', '/activities']) await emma.get(base + path).expect(200);
    // What is coming is the owner's to know.
    await emma.get(`${base}/questions`).expect(403);
    const [queued] = (await owner.agent.get(`${base}/questions`).expect(200)).body;
    const refusals: Array<[string, string, object?]> = [
      ['put', base, { seniorName: 'X', seniorEmail: 'x@example.com', deliveryMethod: 'email', frequency: 1 }],
      ['post', `${base}/questions`, { questionId: queued.questionId, order: 99, isCustom: false }],
      ['put', `${base}/questions/reorder`, { questionOrders: [] }],
      ['delete', `${base}/questions/${queued.questionId}`],
      ['get', `${base}/members`],
      ['post', `${base}/members`, { name: 'X', email: fresh('x'), role: 'viewer' }],
      ['patch', `${base}/members/${member.id}`, { role: 'contributor' }],
      ['post', `${base}/members/${member.id}/resend`],
      ['delete', `${base}/members/${member.id}`],
    ];
    for (const [method, path, body] of refusals) {
      const res = await (emma as unknown as Record<string, (p: string) => request.Test>)[method](path).send(body ?? {});
      expect({ method, path, status: res.status, code: res.body.code }).toEqual({
        method,
        path,
        status: 403,
        code: 'VAULT_FORBIDDEN',
      });
    }
    const list: MemberView[] = (await owner.agent.get(`${base}/members`).expect(200)).body;
    const { emailSent: _sent, ...invited } = member;
    expect(list).toEqual([{ ...invited, status: 'joined', joinedAt: expect.any(String), expiresAt: null }]);
    await accept(request.agent(t.server), token, { name: 'Again', password: PASSWORD }).expect(410);
    await request(t.server).get(`/api/invitations/${token}`).expect(410);
  });

  it('joins the signed-in account with the invited email; someone with an account is asked to sign in', async () => {
    const owner = await ownerWithVault();
    const email = fresh('leo');
    const leo = await signedInOwner(t.server, { name: 'Leo', email });
    const { token } = await invite(owner, email, 'contributor');
    const signedOut = await accept(request.agent(t.server), token, { name: 'Leo', password: PASSWORD }).expect(409);
    expect(signedOut.body).toMatchObject({ code: 'EMAIL_TAKEN', message: expect.stringMatching(/sign in/) });
    const joined = await accept(leo.agent, token).expect(200);
    expect(joined.body).toEqual({ user: { name: 'Leo', email, hasFullAccess: false }, vaultId: owner.vaultId });
    const vaults: VaultView[] = (await leo.agent.get('/api/vaults').expect(200)).body;
    expect(vaults.map((v) => [v.id, v.role, v.ownerName])).toEqual([[owner.vaultId, 'contributor', 'Ann Smith']]);
  });

  it('refuses another signed-in account plainly, and a weak password as registration does', async () => {
    const owner = await ownerWithVault();
    const { token } = await invite(owner, fresh('mia'));
    const other = await signedInOwner(t.server, { email: fresh('other') });
    const refused = await accept(other.agent, token).expect(403);
    expect(refused.body).toMatchObject({
      code: 'INVITATION_OTHER_ACCOUNT',
      message:
        'This invitation is for a different email address. Sign out and open the link again, or ask Ann Smith to invite this address.',
    });
    const weak = await accept(request.agent(t.server), token, { name: 'Mia', password: 'weakpass' }).expect(400);
    const register = await request(t.server)
      .post('/api/register')
      .send({ name: 'Mia', email: fresh('mia'), password: 'weakpass' })
      .expect(400);
    expect(weak.body).toEqual(register.body);
    // From another site, joining is refused like every other change.
    await request(t.server)
      .post(`/api/invitations/${token}/accept`)
      .set('Origin', 'https://evil.example')
      .send({ name: 'Mia', password: PASSWORD })
      .expect(403)
      .expect((res) => expect(res.body.code).toBe('CROSS_SITE_REQUEST'));
  });

  it('answers 404 to unknown links and 410 to expired ones, which the owner sees as expired and can resend', async () => {
    const owner = await ownerWithVault();
    await request(t.server)
      .get('/api/invitations/nonsense')
      .expect(404, /INVITATION_NOT_FOUND/);
    await request(t.server)
      .get(`/api/invitations/${'A'.repeat(43)}`)
      .expect(404);
    const email = fresh('zoe');
    const { member, token } = await invite(owner, email);
    await db.query(`UPDATE vault_invitations SET expires_at = now() - interval '1 minute' WHERE id = $1`, [member.id]);
    await request(t.server)
      .get(`/api/invitations/${token}`)
      .expect(410, /INVITATION_GONE/);
    await accept(request.agent(t.server), token, { name: 'Zoe', password: PASSWORD }).expect(410);
    const [listed] = (await owner.agent.get(`/api/vaults/${owner.vaultId}/members`).expect(200)).body;
    expect(listed.status).toBe('expired');
    const again = await owner.agent
      .post(`/api/vaults/${owner.vaultId}/members`)
      .send({ name: 'Zoe', email, role: 'viewer' })
      .expect(409);
    expect(again.body.message).toMatch(/Resend/);

    const before = smtp.messages.length;
    const resent = await owner.agent.post(`/api/vaults/${owner.vaultId}/members/${member.id}/resend`).expect(200);
    expect(resent.body).toMatchObject({ id: member.id, status: 'invited', emailSent: true });
    const mail = await mailTo(email, before);
    const newToken = new URL(linksIn(mail.text).find((l) => l.includes('/join?token='))!).searchParams.get('token')!;
    await request(t.server).get(`/api/invitations/${token}`).expect(404);
    await request(t.server).get(`/api/invitations/${newToken}`).expect(200);
    await accept(request.agent(t.server), newToken, { name: 'Zoe', password: PASSWORD }).expect(200);
    await owner.agent.post(`/api/vaults/${owner.vaultId}/members/${member.id}/resend`).expect(409, /ALREADY_MEMBER/);
  });

  it("refuses the owner's own email, a second invitation, bad input, and a 31st member", async () => {
    const owner = await ownerWithVault();
    const post = (body: object) => owner.agent.post(`/api/vaults/${owner.vaultId}/members`).send(body);
    await post({ name: 'Me', email: owner.email.toUpperCase(), role: 'viewer' }).expect(409, /ALREADY_MEMBER/);
    const email = fresh('kim');
    await invite(owner, email);
    await post({ name: 'Kim', email, role: 'contributor' }).expect(409, /ALREADY_MEMBER/);
    await post({ name: 'Kim', email: 'nope', role: 'viewer' }).expect(400, /INVALID_MEMBER/);
    await post({ name: 'Kim', email: fresh('kim'), role: 'owner' }).expect(400, /INVALID_MEMBER/);
    await post({ name: 'Kim' }).expect(400);
    await db.query(
      `INSERT INTO vault_invitations (vault_id, name, email, role, token_hash, expires_at)
       SELECT $1, 'P' || n, 'p' || n || '@example.com', 'viewer', md5(random()::text) || md5(random()::text), now()
       FROM generate_series(1, 29) AS n`,
      [owner.vaultId],
    );
    await post({ name: 'One more', email: fresh('more'), role: 'viewer' }).expect(409, /MEMBER_LIMIT/);
  });

  it('changes a role on the next request, and removal ends the open session’s access at once', async () => {
    const owner = await ownerWithVault();
    const { member, token } = await invite(owner, fresh('ivy'));
    const ivy = request.agent(t.server);
    await accept(ivy, token, { name: 'Ivy', password: PASSWORD }).expect(200);
    const changed = await owner.agent
      .patch(`/api/vaults/${owner.vaultId}/members/${member.id}`)
      .send({ role: 'contributor' })
      .expect(200);
    expect(changed.body).toMatchObject({ id: member.id, role: 'contributor', status: 'joined' });
    expect((await ivy.get('/api/vaults').expect(200)).body[0].role).toBe('contributor');
    await ivy.get(`/api/vaults/${owner.vaultId}/stories`).expect(200);

    await owner.agent.delete(`/api/vaults/${owner.vaultId}/members/${member.id}`).expect(204);
    await ivy.get(`/api/vaults/${owner.vaultId}/stories`).expect(404, /VAULT_NOT_FOUND/);
    await ivy.get('/api/vaults').expect(200, []);
    expect(await db.query('SELECT 1 FROM vault_invitations WHERE id = $1', [member.id])).toEqual([]);
    await owner.agent.delete(`/api/vaults/${owner.vaultId}/members/${member.id}`).expect(404, /MEMBER_NOT_FOUND/);
    // Another owner is told the vault does not exist.
    const stranger = await signedInOwner(t.server, { email: fresh('stranger') });
    await stranger.agent.get(`/api/vaults/${owner.vaultId}/members`).expect(404, /VAULT_NOT_FOUND/);
  });

  it('keeps an invitation whose email the relay refused, and says so', async () => {
    const owner = await ownerWithVault();
    smtp.failNext(5);
    const res = await owner.agent
      .post(`/api/vaults/${owner.vaultId}/members`)
      .send({ name: 'Pat', email: fresh('pat'), role: 'viewer' })
      .expect(201);
    smtp.failNext(0);
    expect(res.body).toMatchObject({ status: 'invited', emailSent: false });
    expect((await owner.agent.get(`/api/vaults/${owner.vaultId}/members`).expect(200)).body).toHaveLength(1);
  });

  it('lets an owner send 20 invitations and resends an hour, then answers 429', async () => {
    const owner = await ownerWithVault();
    const post = (email: string) =>
      owner.agent.post(`/api/vaults/${owner.vaultId}/members`).send({ name: 'Family', email, role: 'viewer' });
    const first = (await post(fresh('f')).expect(201)).body as MemberView;
    await owner.agent.post(`/api/vaults/${owner.vaultId}/members/${first.id}/resend`).expect(200);
    for (let i = 0; i < 18; i++) await post(fresh('f')).expect(201);
    const refused = await post(fresh('f')).expect(429);
    expect(refused.body).toMatchObject({ code: 'TOO_MANY_ATTEMPTS', message: expect.stringMatching(/invitations/) });
    await owner.agent.post(`/api/vaults/${owner.vaultId}/members/${first.id}/resend`).expect(429);
  });

  it('slows down guessing links from one address (last: it uses up this client’s address)', async () => {
    let status = 404;
    let tries = 0;
    while (status === 404 && tries < 25) {
      status = (await request(t.server).get(`/api/invitations/${'B'.repeat(42)}${tries % 10}`)).status;
      tries++;
    }
    expect(status).toBe(429);
    expect(tries).toBeLessThanOrEqual(21);
  });
});
