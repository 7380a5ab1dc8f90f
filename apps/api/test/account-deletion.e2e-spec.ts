import { EraseDueAccounts } from '@storyvault/api/modules/account/account.public';
import { DispatchDeliveries } from '@storyvault/api/modules/delivery/delivery.public';
import { IngestInboundMessage } from '@storyvault/api/modules/inbound/inbound.public';
import { ManualClock } from '@storyvault/api/shared/time/clock';
import { StoryView } from '@storyvault/contracts';
import { startTestApp, TestApp } from '@storyvault/api-testing';
import {
  buildEmail,
  filesUnder,
  jpegImage,
  setUpVault,
  signedInOwner,
  SmtpTestServer,
  startSmtpTestServer,
} from '@storyvault/testing';
import type { ParsedMail } from 'mailparser';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { DataSource } from 'typeorm';

/**
 * Deleting an account: scheduled with the password, undone by signing in during the 30 days,
 * and after them everything of the account and of the vaults it owns is gone, rows and files;
 * members lose the vault and keep their own accounts.
 */

const DAY = 24 * 60 * 60 * 1000;
const PASSWORD = 'Str0ng!pass';
const PUBLIC_URL = 'http://stories.example.com';
const SAME_ORIGIN = { Origin: PUBLIC_URL };

type Agent = ReturnType<typeof request.agent>;
const toRose = (m: ParsedMail) => JSON.stringify(m.to).includes('rose@');

describe('deleting an account', () => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  let dataDir: string;
  const clock = new ManualClock(new Date('2026-05-04T08:00:00Z'));
  let owner: Agent;
  let ownerEmail: string;
  let member: Agent;
  let vaultId: string;
  let otherVaultId: string;
  let storyId: string;

  const db = () => t.app.get(DataSource);
  const userId = async (email: string): Promise<string> =>
    (await db().query(`SELECT id FROM users WHERE email = $1`, [email]))[0]?.id;

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    dataDir = mkdtempSync(join(tmpdir(), 'account-deletion-e2e-'));
    t = await startTestApp({ clock, env: { SMTP_URL: smtp.url, PUBLIC_URL, DATA_DIR: dataDir }, listen: true });
    const ann = await signedInOwner(t.server, { name: 'Ann Smith' });
    owner = ann.agent;
    ownerEmail = ann.email;
    vaultId = (await setUpVault(owner, { seniorName: 'Rose Smith', seniorEmail: 'rose@example.com' })).id;

    // Emma is a contributor of Ann's vault; Ann is a viewer of Carl's.
    const emma = await signedInOwner(t.server, { name: 'Emma Smith' });
    member = emma.agent;
    const carl = await signedInOwner(t.server, { name: 'Carl Brown' });
    otherVaultId = (await setUpVault(carl.agent, { seniorName: 'Nora Brown', seniorEmail: 'nora@example.com' })).id;
    await db().query(
      `INSERT INTO vault_members (vault_id, user_id, role) VALUES ($1, $2, 'contributor'), ($3, $4, 'viewer')`,
      [vaultId, await userId(emma.email), otherVaultId, await userId(ann.email)],
    );

    // Rose answers the first question with a photo: a story, its files, the email kept.
    clock.advance(3 * DAY + 60 * 60 * 1000);
    await t.app.get(DispatchDeliveries).execute();
    const question = await smtp.waitFor(toRose);
    const ingested = await t.app.get(IngestInboundMessage).execute(
      await buildEmail({
        from: 'Rose <rose@example.com>',
        to: question.replyTo!.value[0].address!,
        inReplyTo: question.messageId,
        text: 'Here we are at the lake in 1962.',
        attachments: [{ filename: 'lake.jpg', contentType: 'image/jpeg', content: jpegImage(640, 480, 30_000) }],
      }),
      { source: 'cli' },
    );
    expect(ingested.outcome).toBe('story');
    const stories: StoryView[] = (await owner.get(`/api/vaults/${vaultId}/stories`).expect(200)).body;
    storyId = stories[0].id;
    // Emma comments on it and adds a photo of her own.
    await member
      .post(`/api/vaults/${vaultId}/stories/${storyId}/comments`)
      .set(SAME_ORIGIN)
      .send({ text: 'I remember that lake!' })
      .expect(201);
    await member
      .post(`/api/vaults/${vaultId}/stories/${storyId}/photos`)
      .set(SAME_ORIGIN)
      .attach('photo', jpegImage(320, 240, 5_000), { filename: 'emma.jpg', contentType: 'image/jpeg' })
      .expect(201);
    expect(filesUnder(join(dataDir, 'media')).length).toBeGreaterThan(0);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('asks for the password, schedules the deletion 30 days on, signs out everywhere and emails the day', async () => {
    const elsewhere = request.agent(t.server);
    await elsewhere.post('/api/login').send({ email: ownerEmail, password: PASSWORD }).expect(200);

    const wrong = await owner.post('/api/account/delete').send({ password: 'nope' }).expect(403);
    expect(wrong.body.code).toBe('WRONG_PASSWORD');
    await owner.get('/api/me').expect(200);

    const scheduled = await owner.post('/api/account/delete').send({ password: PASSWORD }).expect(200);
    expect(Date.parse(scheduled.body.deleteAfter) - clock.now().getTime()).toBe(30 * DAY);
    expect(scheduled.body.message).toMatch(/^Your account will be deleted on .+\. Sign in before then to keep it\.$/);
    await owner.get('/api/me').expect(401);
    await elsewhere.get('/api/me').expect(401);

    const mail = await smtp.waitFor((m) => m.subject === 'Your StoryVault account will be deleted');
    expect(JSON.stringify(mail.to)).toContain(ownerEmail);
    expect(mail.text).toMatch(/Sign in before that day and nothing is deleted/);
    const [event] = await db().query(`SELECT payload FROM domain_events WHERE type = 'AccountDeletionRequested'`);
    expect(event.payload).toEqual({
      userId: await userId(ownerEmail),
      at: clock.now().toISOString(),
      deleteAfter: scheduled.body.deleteAfter,
    });
  });

  it('sends Rose no question while the deletion is scheduled', async () => {
    const before = smtp.messages.filter(toRose).length;
    clock.advance(8 * DAY);
    await t.app.get(DispatchDeliveries).execute();
    expect(smtp.messages.filter(toRose)).toHaveLength(before);
  });

  it('is undone by signing in during the grace, which says so plainly', async () => {
    const signedIn = await owner.post('/api/login').send({ email: ownerEmail, password: PASSWORD }).expect(200);
    expect(signedIn.body.deletionUndone).toBe(true);
    const [row] = await db().query(`SELECT delete_after FROM users WHERE email = $1`, [ownerEmail]);
    expect(row.delete_after).toBeNull();
    const undone = await db().query(`SELECT payload FROM domain_events WHERE type = 'AccountDeletionUndone'`);
    expect(undone).toHaveLength(1);
    // A second sign-in has nothing to undo.
    const again = await request(t.server)
      .post('/api/login')
      .send({ email: ownerEmail, password: PASSWORD })
      .expect(200);
    expect(again.body.deletionUndone).toBeUndefined();
    // Nothing goes when the job runs, even much later.
    clock.advance(40 * DAY);
    expect(await t.app.get(EraseDueAccounts).execute()).toBe(0);
    await owner.get(`/api/vaults/${vaultId}/stories`).expect(200);
  });

  it('after the grace erases the account, its vault with every row and file, and members lose it', async () => {
    const ids = { user: await userId(ownerEmail), vault: vaultId, story: storyId };
    await owner.post('/api/account/delete').send({ password: PASSWORD }).expect(200);
    clock.advance(29 * DAY);
    expect(await t.app.get(EraseDueAccounts).execute()).toBe(0);
    clock.advance(DAY + 60_000);
    // A sign-in on the day it is due finds the account gone already.
    await request(t.server).post('/api/login').send({ email: ownerEmail, password: PASSWORD }).expect(401);
    expect(await t.app.get(EraseDueAccounts).execute()).toBe(1);
    // Run again (as after a crash half way): nothing left to do, nothing fails.
    expect(await t.app.get(EraseDueAccounts).execute()).toBe(0);

    // Every table, from the catalogue, so that a new one cannot be forgotten: no row names the
    // account, its vault or its story. The event outbox and the job table keep ids only (no
    // words, no files): they are the record of what happened, trimmed by their own housekeeping.
    const tables: Array<{ table_name: string }> = await db().query(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'
        AND table_name NOT IN ('domain_events', 'domain_event_deliveries', 'jobs', 'migrations')`,
    );
    expect(tables.length).toBeGreaterThan(30);
    const left: string[] = [];
    for (const { table_name } of tables) {
      const [{ count }] = await db().query(
        `SELECT count(*)::int AS count FROM "${table_name}" t
          WHERE t::text LIKE '%' || $1 || '%' OR t::text LIKE '%' || $2 || '%' OR t::text LIKE '%' || $3 || '%'
             OR t::text ILIKE '%' || $4 || '%'`,
        [ids.user, ids.vault, ids.story, ownerEmail],
      );
      if (count) left.push(`${table_name}: ${count}`);
    }
    expect(left).toEqual([]);

    // The object store holds no file at all: every file was Ann's vault's.
    expect(filesUnder(join(dataDir, 'media'))).toEqual([]);

    // Emma lost the vault and kept her account; Carl's vault stands, without Ann.
    await member.get(`/api/vaults/${vaultId}/stories`).expect(404);
    await member.get('/api/me').expect(200);
    const [{ count: carlsMembers }] = await db().query(
      `SELECT count(*)::int AS count FROM vault_members WHERE vault_id = $1`,
      [otherVaultId],
    );
    expect(carlsMembers).toBe(1);
    const deleted = await db().query(`SELECT type FROM domain_events WHERE type IN ('VaultDeleted', 'AccountDeleted')`);
    expect(deleted.map((e: { type: string }) => e.type).sort()).toEqual(['AccountDeleted', 'VaultDeleted']);
  });
});
