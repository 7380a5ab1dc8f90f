import { startTestApp, TestApp } from '@storyvault/api-testing';
import { setUpVault, signedInOwner } from '@storyvault/testing';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { runCli } from './run-cli';

describe('storyvault members and member:remove', () => {
  let t: TestApp;
  let env: Record<string, string>;
  let vaultId: string;
  let emma: ReturnType<typeof request.agent>;

  beforeAll(async () => {
    t = await startTestApp();
    env = {
      DATABASE_URL: t.db.url,
      SESSION_SECRET: t.config.SESSION_SECRET!,
      DATA_DIR: t.config.DATA_DIR,
      SMTP_URL: '',
    };
    const ann = await signedInOwner(t.server, { name: 'Ann Smith', email: 'ann@example.com' });
    vaultId = (await setUpVault(ann.agent, { seniorName: 'Rose Smith', seniorEmail: 'rose@example.com' })).id;
    for (const [name, email, role] of [
      ['Emma Smith', 'emma@example.com', 'viewer'],
      ['Leo Smith', 'leo@example.com', 'contributor'],
    ]) {
      await ann.agent.post(`/api/vaults/${vaultId}/members`).send({ name, email, role }).expect(201);
    }
    // Emma joined (as accepting the emailed link does).
    const signedIn = await signedInOwner(t.server, { name: 'Emma Smith', email: 'emma@example.com' });
    emma = signedIn.agent;
    const db = t.app.get(DataSource);
    await db.query(
      `WITH joined AS (
         UPDATE vault_invitations i SET user_id = u.id, joined_at = now() FROM users u
         WHERE u.email = 'emma@example.com' AND i.email = u.email RETURNING i.vault_id, i.user_id, i.role)
       INSERT INTO vault_members (vault_id, user_id, role) SELECT vault_id, user_id, role FROM joined`,
    );
    await emma.get(`/api/vaults/${vaultId}/stories`).expect(200);
  });
  afterAll(() => t.close());

  it("finds the vault by the senior's email too, as the other commands do", async () => {
    const res = await runCli(['members', 'Rose@example.com'], { env });
    expect(res.stderr).toBe('');
    expect(res.code).toBe(0);
    expect(res.stdout).toContain('Ann Smith <ann@example.com>');
    expect(res.stdout).toContain(`Vault ${vaultId} (Rose Smith)`);
    expect(res.stdout).toMatch(/Emma Smith\s+emma@example\.com\s+viewer\s+joined since/);
  });

  it("lists an owner's family members as a table, or as JSON", async () => {
    const table = await runCli(['members', 'ANN@example.com'], { env });
    expect(table.code).toBe(0);
    expect(table.stdout).toContain('Ann Smith <ann@example.com>, language en');
    expect(table.stdout).toContain(`Vault ${vaultId} (Rose Smith)`);
    expect(table.stdout).toMatch(/NAME\s+EMAIL\s+ROLE\s+STATUS/);
    expect(table.stdout).toMatch(/Emma Smith\s+emma@example\.com\s+viewer\s+joined since/);
    expect(table.stdout).toMatch(/Leo Smith\s+leo@example\.com\s+contributor\s+invited until/);
    const json = await runCli(['members', 'ann@example.com', '--json'], { env });
    expect(json.code).toBe(0);
    const parsed = JSON.parse(json.stdout);
    expect(parsed.owner).toEqual({ name: 'Ann Smith', email: 'ann@example.com', language: 'en' });
    expect(parsed.vaults[0].members.map((m: { email: string; status: string }) => [m.email, m.status])).toEqual([
      ['emma@example.com', 'joined'],
      ['leo@example.com', 'invited'],
    ]);
  });

  it('says clearly when there is no such account, and exits 1', async () => {
    const res = await runCli(['members', 'nobody@example.com'], { env });
    expect(res.code).toBe(1);
    expect(res.stderr).toContain('No vault has a senior or an owner with the email nobody@example.com');
    const bad = await runCli(['members', 'not-an-email'], { env });
    expect(bad.code).toBe(1);
  });

  it('removes a joined member, whose access ends at once, and an invited one; an unknown one is an error', async () => {
    const removed = await runCli(['member:remove', 'ann@example.com', 'Emma@example.com'], { env });
    expect(removed.code).toBe(0);
    expect(removed.stdout).toContain(
      `Removed Emma Smith <emma@example.com> (viewer, joined) from Rose Smith's vault ${vaultId}.`,
    );
    await emma.get(`/api/vaults/${vaultId}/stories`).expect(404);
    expect((await runCli(['member:remove', 'ann@example.com', 'leo@example.com'], { env })).code).toBe(0);
    const again = await runCli(['member:remove', 'ann@example.com', 'leo@example.com'], { env });
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('leo@example.com is not a family member of any vault of ann@example.com');
    const listed = await runCli(['members', 'ann@example.com'], { env });
    expect(listed.stdout).toContain('No family members yet.');
  });
});
