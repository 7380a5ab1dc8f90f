import { startTestApp, TestApp } from '@storyvault/api-testing';
import { signedInOwner } from '@storyvault/testing';
import { PREWRITTEN_CATEGORIES } from '@storyvault/contracts';
import { Client } from 'pg';
import { runCli } from './run-cli';

describe('storyvault seed, questions and vault', () => {
  let t: TestApp;
  let env: Record<string, string>;

  beforeAll(async () => {
    t = await startTestApp();
    env = { DATABASE_URL: t.db.url };
  });
  afterAll(() => t.close());

  async function librarySnapshot() {
    const client = new Client({ connectionString: t.db.url });
    await client.connect();
    const { rows } = await client.query(
      'SELECT id, key, text, category, starter_rank FROM questions WHERE is_prewritten ORDER BY key',
    );
    await client.end();
    return rows as Array<{ category: string }>;
  }

  it('leaves exactly the same library when run twice (the server seeded it at start)', async () => {
    const before = await librarySnapshot();
    expect(before.length).toBeGreaterThanOrEqual(134);
    for (const category of PREWRITTEN_CATEGORIES) {
      expect(before.filter((q) => q.category === category).length).toBeGreaterThanOrEqual(10);
    }
    for (let run = 0; run < 2; run++) {
      const res = await runCli(['seed'], { env });
      expect(res.code).toBe(0);
      expect(res.stdout).toContain(
        `Question library: ${before.length} questions — 0 added, 0 updated, ${before.length} unchanged.`,
      );
    }
    expect(await librarySnapshot()).toEqual(before);
  });

  it('seeds an empty library and reports what it added', async () => {
    const client = new Client({ connectionString: t.db.url });
    await client.connect();
    await client.query('DELETE FROM questions WHERE is_prewritten');
    await client.end();
    const res = await runCli(['seed'], { env });
    expect(res.stdout).toMatch(/Question library: (\d+) questions — \1 added, 0 updated, 0 unchanged\./);
  });

  it('lists the library, all of it or one category', async () => {
    const all = await runCli(['questions'], { env });
    expect(all.code).toBe(0);
    expect(all.stdout).toContain('Childhood & School (childhood_and_school,');
    const whimsical = await runCli(['questions', '--category', 'whimsical'], { env });
    expect(whimsical.stdout).toContain('(whimsical,');
    expect(whimsical.stdout).not.toContain('childhood_and_school');
    const bad = await runCli(['questions', '--category', 'nonsense'], { env });
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain("argument 'nonsense' is invalid");
  });

  it("shows an owner's vault with its queue and counts", async () => {
    const { agent, email } = await signedInOwner(t.server, { name: 'Olive Owner' });
    const none = await runCli(['vault', email], { env });
    expect(none.stdout).toContain('No vault yet.');
    await agent
      .post('/api/vaults')
      .send({
        seniorName: 'Rose',
        seniorEmail: 'rose@example.com',
        seniorPhone: '',
        deliveryMethod: 'email',
        frequency: 2,
        sendIntroEmail: true,
        isSetupComplete: true,
      })
      .expect(201);
    const res = await runCli(['vault', email.toUpperCase()], { env });
    expect(res.code).toBe(0);
    expect(res.stdout).toContain('Olive Owner');
    expect(res.stdout).toContain('Senior:     Rose <rose@example.com>');
    expect(res.stdout).toContain('Frequency:  Every week (chosen: Every 2 weeks)');
    expect(res.stdout).toContain('Stories: 0   Questions ready: 20   Days active: 1');
    expect(res.stdout).toMatch(/ {2}20\. /);
    // Asked to delete the account: the day it goes is said, until the owner signs in again.
    await agent.post('/api/account/delete').send({ password: 'Str0ng!pass' }).expect(200);
    const leaving = await runCli(['vault', email], { env });
    expect(leaving.stdout).toMatch(/Account to be deleted on \d{4}-\d{2}-\d{2} unless the owner signs in before\./);
    const json = JSON.parse((await runCli(['vault', email, '--json'], { env })).stdout);
    expect(Date.parse(json.owner.deleteAfter)).toBeGreaterThan(Date.now() + 29 * 24 * 60 * 60 * 1000);
    const missing = await runCli(['vault', 'nobody@example.com'], { env });
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('Error: No vault has a senior or an owner with the email nobody@example.com');
  });
});
