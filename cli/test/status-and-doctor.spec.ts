import type { AddressInfo } from 'node:net';
import { createTestDatabase, startTestApp, TestApp } from '@storyvault/api-testing';
import {
  appendToInbox,
  buildEmail,
  DovecotServer,
  signedInOwner,
  SmtpTestServer,
  startDovecot,
  startS3Server,
  startSmtpTestServer,
  startTranscriptionStandIn,
} from '@storyvault/testing';
import { readdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { runCli } from './run-cli';

/** A port nothing listens on: a relay or mailbox that is down. */
function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const vaultFor = (seniorEmail: string) => ({
  seniorName: 'Rose Smith',
  seniorEmail,
  seniorPhone: '',
  deliveryMethod: 'email',
  frequency: 2,
  sendIntroEmail: true,
  isSetupComplete: true,
});

describe('storyvault status and doctor', () => {
  let smtp: SmtpTestServer;
  let imap: DovecotServer;
  let t: TestApp;
  let env: Record<string, string>;
  let agent: Awaited<ReturnType<typeof signedInOwner>>['agent'];

  async function sql(query: string): Promise<void> {
    const client = new Client({ connectionString: t.db.url });
    await client.connect();
    await client.query(query);
    await client.end();
  }

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    imap = await startDovecot();
    // The receiving server is named, as in production, so no command warns that it is not.
    const settings = {
      SMTP_URL: smtp.url,
      IMAP_URL: imap.url,
      INBOUND_ADDRESS: 'stories@inbound.example.com',
      INBOUND_AUTHSERV_ID: 'mx.inbound.example.com',
    };
    // Listening: the doctor checks that the public URL answers /api/health.
    t = await startTestApp({ env: settings, listen: true });
    env = {
      ...settings,
      PUBLIC_URL: `http://127.0.0.1:${(t.server.address() as AddressInfo).port}`,
      NODE_ENV: 'development',
      DATABASE_URL: t.db.url,
      SESSION_SECRET: t.config.SESSION_SECRET!,
      DATA_DIR: t.config.DATA_DIR,
    };
    ({ agent } = await signedInOwner(t.server, { name: 'Ann Smith', email: 'ann@example.com' }));
    await agent.post('/api/vaults').send(vaultFor('rose@example.com')).expect(201);
  });
  afterAll(async () => {
    await t?.close();
    await imap?.stop();
    await smtp?.close();
  });

  describe('status', () => {
    it('shows the settings, the queue and inbound mail, without passwords', async () => {
      const res = await runCli(['status'], { env });
      expect(res.stderr).toBe('');
      expect(res.code).toBe(0);
      const lines = res.stdout.split('\n');
      expect(lines[0]).toBe('StoryVault status (NODE_ENV=development)');
      expect(lines).toContainEqual(
        expect.stringMatching(
          /^Database +PostgreSQL at postgres:.*: reachable, \d+ migration\(s\) applied, none pending$/,
        ),
      );
      expect(lines).toContain(`Outgoing mail   SMTP relay ${smtp.url}`);
      expect(lines).toContain(`Incoming mail   IMAP imap://stories:***@127.0.0.1:${imap.port}, folder INBOX`);
      expect(lines).toContain('Payments        local test checkout (TEST MODE: no card, no money)');
      expect(lines).toContain('Delivery queue  1 vault(s) due now, 0 email(s) failed and not sent since, 0 being sent');
      expect(lines).toContain('Last send       never');
      expect(lines).toContain('Inbound mail    0 unmatched, 0 rejected, 0 not processed yet');
      expect(lines).toContain('Last IMAP poll  never');
      expect(lines).toContain('Last new mail   never');
      expect(res.stdout).not.toContain(imap.password);
    });

    it('shows a poll of a mailbox with no mail yet, and no new mail', async () => {
      expect((await runCli(['poll'], { env })).stdout).toContain('Read 0 new email(s).');
      const lines = (await runCli(['status'], { env })).stdout.split('\n');
      expect(lines).toContainEqual(
        expect.stringMatching(/^Last IMAP poll {2}\d{4}-\d\d-\d\d \d\d:\d\d UTC \(just now\)$/),
      );
      expect(lines).toContain('Last new mail   never');
      const report = JSON.parse((await runCli(['status', '--json'], { env })).stdout).inbound;
      expect(report.lastNewMailAt).toBeNull();
    });

    it('follows sends, failures, unmatched and unprocessed mail and IMAP reads, also as JSON', async () => {
      expect((await runCli(['send-due'], { env })).stdout).toContain('Sent 1, skipped 0, failed 0.');
      const other = await signedInOwner(t.server, { name: 'Bea Jones', email: 'bea@example.com' });
      await other.agent.post('/api/vaults').send(vaultFor('ida@example.com')).expect(201);
      smtp.failNext(1);
      const failed = await runCli(['send-due'], { env });
      expect(failed.stdout).toContain('Sent 0, skipped 0, failed 1.');
      expect(failed.code).toBe(1);

      const lost = join(tmpdir(), `${Date.now()}-lost.eml`);
      writeFileSync(
        lost,
        await buildEmail({ from: 'cousin@example.com', to: 'stories@inbound.example.com', text: 'Hi' }),
      );
      expect((await runCli(['ingest', lost], { env })).stdout).toContain('Outcome:     unmatched');
      await appendToInbox(imap, [
        await buildEmail({ from: 'stranger@example.com', to: 'stories@inbound.example.com', text: 'Hello there' }),
      ]);
      const before = Date.now();
      expect((await runCli(['poll'], { env })).stdout).toContain('Read 1 new email(s)');
      // Stored by a worker that crashed before processing it (the next poll would finish it).
      await sql(
        `INSERT INTO inbound_messages (dedupe_key, source, size_bytes, raw) VALUES ('crashed-before-processing', 'imap', 2, 'hi')`,
      );

      const human = await runCli(['status'], { env });
      expect(human.stdout).toContain(`Media           on disk in ${join(env.DATA_DIR, 'media')}`);
      expect(human.stdout).toContain('Delivery queue  1 vault(s) due now, 1 email(s) failed and not sent since');
      expect(human.stdout).toMatch(/^Last send {7}\d{4}-\d\d-\d\d \d\d:\d\d UTC \((just now|\d+ min ago)\)$/m);
      expect(human.stdout).toMatch(/^Last IMAP poll {2}\d{4}-\d\d-\d\d \d\d:\d\d UTC \((just now|\d+ min ago)\)$/m);
      expect(human.stdout).toMatch(/^Last new mail {3}\d{4}-\d\d-\d\d \d\d:\d\d UTC \((just now|\d+ min ago)\)$/m);

      const res = await runCli(['status', '--json'], { env });
      expect(res.code).toBe(0);
      const report = JSON.parse(res.stdout);
      expect(report).toMatchObject({
        environment: 'development',
        database: { reachable: true, migrations: { pending: [], unknown: [] } },
        media: { kind: 'disk', folder: join(env.DATA_DIR, 'media') },
        outgoingMail: { kind: 'smtp', relay: smtp.url },
        incomingMail: { kind: 'imap', mailbox: `imap://stories:***@127.0.0.1:${imap.port}`, folder: 'INBOX' },
        payments: { provider: 'test-checkout' },
        deliveries: { vaultsDue: 1, failed: 1, sending: 0 },
        // The cousin's email (ingested) and the stranger's (polled); the crashed one is not processed yet.
        inbound: { unmatched: 2, rejected: 0, unprocessed: 1 },
      });
      expect(report.database.migrations.applied).toBeGreaterThanOrEqual(7);
      expect(Date.parse(report.deliveries.lastSentAt)).toBeLessThanOrEqual(before);
      expect(Date.parse(report.inbound.lastPolledAt)).toBeGreaterThanOrEqual(before - 1000);
      expect(Date.parse(report.inbound.lastNewMailAt)).toBeGreaterThanOrEqual(before - 1000);
    });

    it('tells a poll that found no new mail from a poller that stopped', async () => {
      // The last poll and the last new mail, three hours back: a poller that stopped back then.
      await sql(`UPDATE imap_cursors SET last_polled_at = now() - interval '3 hours',
        updated_at = now() - interval '3 hours'`);
      await sql(`UPDATE inbound_messages SET received_at = now() - interval '3 hours'`);
      const stopped = await runCli(['status', '--json'], { env });
      const stale = JSON.parse(stopped.stdout).inbound;
      expect(Date.now() - Date.parse(stale.lastPolledAt)).toBeGreaterThan(2.9 * 3_600_000);
      expect((await runCli(['status'], { env })).stdout).toMatch(/^Last IMAP poll {2}.* \(3 h ago\)$/m);

      // A poll with nothing new (it finishes the crashed one): the last poll is now, the last new
      // mail stays where it was.
      expect((await runCli(['poll'], { env })).stdout).toContain('Read 0 new email(s): rejected 1.');
      const human = await runCli(['status'], { env });
      // The one it finished could not be read: refused, and counted for an operator to look at.
      expect(human.stdout).toContain('Inbound mail    2 unmatched, 1 rejected, 0 not processed yet');
      expect(human.stdout).toMatch(/^Last IMAP poll {2}\d{4}-\d\d-\d\d \d\d:\d\d UTC \(just now\)$/m);
      expect(human.stdout).toMatch(/^Last new mail {3}\d{4}-\d\d-\d\d \d\d:\d\d UTC \(3 h ago\)$/m);
      const report = JSON.parse((await runCli(['status', '--json'], { env })).stdout).inbound;
      expect(Date.now() - Date.parse(report.lastPolledAt)).toBeLessThan(60_000);
      expect(report.lastNewMailAt).toBe(stale.lastNewMailAt);
    });

    it('lists pending migrations without applying them', async () => {
      const fresh = await createTestDatabase({ migrate: false });
      try {
        const freshEnv = { ...env, DATABASE_URL: fresh.url };
        const res = await runCli(['status'], { env: freshEnv });
        expect(res.code).toBe(0);
        expect(res.stdout).toMatch(
          /: reachable, 0 migration\(s\) applied, \d+ PENDING \(CreateIdentity\d+, .*; run `storyvault migrate`\)/,
        );
        // The queue's counts are read together: whichever table is found missing first is named.
        expect(res.stdout).toMatch(
          /^Delivery queue {2}unavailable: relation "(vaults|vault_schedules|deliveries)" does not exist$/m,
        );
        const doctor = await runCli(['doctor'], { env: freshEnv });
        expect(doctor.stdout).toMatch(
          /^warn {2}migrations +\d+ pending: CreateIdentity\d+, .* — fix: run `storyvault migrate`/m,
        );
        expect(doctor.code).toBe(0);
        expect((await runCli(['status'], { env: freshEnv })).stdout).toContain('PENDING');
      } finally {
        await fresh.drop();
      }
    });

    it('says the database is not reachable, shows the settings anyway, and exits 1', async () => {
      const port = await closedPort();
      const res = await runCli(['status'], {
        env: { ...env, DATABASE_URL: `postgres://sv:secret@127.0.0.1:${port}/x` },
      });
      expect(res.code).toBe(1);
      expect(res.stdout).toContain(
        `Database        PostgreSQL at postgres://sv:***@127.0.0.1:${port}/x: NOT REACHABLE (connect ECONNREFUSED`,
      );
      expect(res.stdout).toContain('Delivery queue  unavailable: the database is not reachable');
      expect(res.stdout).toContain(`Outgoing mail   SMTP relay ${smtp.url}`);
      expect(res.stdout).not.toContain('secret');
    });
  });

  describe('doctor', () => {
    const line = (stdout: string, check: string) => stdout.split('\n').find((l) => l.slice(6).startsWith(check + ' '));

    it('passes everything on a working setup', async () => {
      const res = await runCli(['doctor'], { env });
      expect(res.stderr).toBe('');
      expect(res.stdout).toContain('All 13 checks passed.');
      expect(res.code).toBe(0);
      expect(line(res.stdout, 'SMTP relay')).toBe(`ok    SMTP relay       ${smtp.url} answered (EHLO)`);
      expect(line(res.stdout, 'IMAP mailbox')).toMatch(
        new RegExp(
          `^ok {4}IMAP mailbox {5}imap://stories:\\*\\*\\*@127\\.0\\.0\\.1:${imap.port} logged in and opened INBOX \\(\\d+ message\\(s\\)\\)$`,
        ),
      );
      expect(line(res.stdout, 'inbound address')).toContain('replies go to stories+TOKEN@inbound.example.com');
      expect(line(res.stdout, 'media store')).toBe(
        `ok    media store      on disk in ${join(env.DATA_DIR, 'media')}: a probe was written, read back whole and by range, and deleted`,
      );
      expect(res.stdout).not.toContain(imap.password);
    });

    it('checks the S3 bucket as the app uses it, and names what to fix when it cannot', async () => {
      const s3 = await startS3Server({ bucket: 'family-media' });
      try {
        const inBucket = { ...env, ...s3.env };
        const good = await runCli(['doctor'], { env: inBucket });
        expect(line(good.stdout, 'media store')).toBe(
          `ok    media store      S3 bucket family-media at ${s3.endpoint}: a probe was written, read back whole and by range, and deleted`,
        );
        expect(good.code).toBe(0);
        expect(good.stderr).toBe('');
        // The probe leaves nothing behind in the family's bucket.
        expect(readdirSync(join(s3.directory, 'family-media'))).toEqual([]);

        const noBucket = await runCli(['doctor'], { env: { ...inBucket, S3_BUCKET: 'no-such-bucket' } });
        expect(noBucket.code).toBe(1);
        expect(line(noBucket.stdout, 'media store')).toMatch(
          /^fail {2}media store +S3 bucket no-such-bucket at .*: writing: .* — fix: create the bucket S3_BUCKET names/,
        );
        // s3rver checks the key id (not a version 4 signature, so not the secret).
        const wrongKey = await runCli(['doctor'], {
          env: { ...inBucket, S3_ACCESS_KEY_ID: 'NOT-OUR-KEY', S3_SECRET_ACCESS_KEY: 'not-the-secret' },
        });
        expect(line(wrongKey.stdout, 'media store')).toMatch(
          /^fail {2}media store +.*writing: .* — fix: check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/,
        );
        expect(wrongKey.stdout).not.toContain('not-the-secret');
        const down = await runCli(['doctor'], {
          env: { ...inBucket, S3_ENDPOINT: `http://127.0.0.1:${await closedPort()}` },
        });
        expect(line(down.stdout, 'media store')).toMatch(/— fix: check S3_ENDPOINT/);
        const unset = await runCli(['doctor'], { env: { ...env, MEDIA_STORE: 's3' } });
        expect(line(unset.stdout, 'media store')).toMatch(
          /^fail {2}media store +S3_BUCKET: required when MEDIA_STORE=s3/,
        );
      } finally {
        await s3.stop();
      }
    });

    it('tells whether transcription is set up and answers, and whether ffmpeg is here', async () => {
      const unset = await runCli(['doctor'], { env });
      expect(line(unset.stdout, 'transcription')).toBe(
        'ok    transcription    not set up: voice stories are kept as recordings and not written down (set TRANSCRIBE_URL)',
      );
      expect(line(unset.stdout, 'ffmpeg')).toMatch(/^ok {4}ffmpeg {11}ffmpeg version .+; ffprobe found$/);

      const stand = await startTranscriptionStandIn();
      try {
        stand.apiKey = 'sk-doctor';
        const set = { ...env, TRANSCRIBE_URL: stand.url, TRANSCRIBE_API_KEY: 'sk-doctor' };
        const reachable = await runCli(['doctor'], { env: set });
        expect(line(reachable.stdout, 'transcription')).toBe(
          `ok    transcription    ${stand.url} (model whisper-1): it answers (200)`,
        );
        const wrongKey = await runCli(['doctor'], { env: { ...set, TRANSCRIBE_API_KEY: 'sk-wrong' } });
        expect(line(wrongKey.stdout, 'transcription')).toMatch(/^warn {2}transcription .*refused the key \(401\)/);
        expect(wrongKey.stdout).not.toContain('sk-wrong');
        expect(wrongKey.code).toBe(0);
      } finally {
        await stand.close();
      }
      const down = await runCli(['doctor'], {
        env: { ...env, TRANSCRIBE_URL: `http://127.0.0.1:${await closedPort()}` },
      });
      expect(line(down.stdout, 'transcription')).toMatch(
        /could not be reached .*voice stories wait and are tried again/,
      );

      const noFfmpeg = await runCli(['doctor'], {
        env: { ...env, FFMPEG_PATH: '/nonexistent/ffmpeg', FFPROBE_PATH: '/nonexistent/ffprobe' },
      });
      expect(line(noFfmpeg.stdout, 'ffmpeg')).toMatch(
        /^warn {2}ffmpeg +not found: ffmpeg \(\/nonexistent\/ffmpeg\), ffprobe \(\/nonexistent\/ffprobe\)\. .* — fix: install ffmpeg/,
      );
      expect(noFfmpeg.code).toBe(0);
    });

    it('fails on an SMTP relay that does not answer, says what to fix, and exits 1', async () => {
      const port = await closedPort();
      const res = await runCli(['doctor'], { env: { ...env, SMTP_URL: `smtp://mailer:pw@127.0.0.1:${port}` } });
      expect(res.code).toBe(1);
      expect(line(res.stdout, 'SMTP relay')).toBe(
        `fail  SMTP relay       smtp://mailer:***@127.0.0.1:${port}: connect ECONNREFUSED 127.0.0.1:${port}` +
          ' — fix: check the host and port in SMTP_URL, and that this machine may connect to them',
      );
      expect(line(res.stdout, 'database')).toMatch(/^ok /);
      expect(res.stdout).toContain('1 failed, 0 warning(s), 12 ok.');
    });

    it('fails on an IMAP mailbox that is down, a wrong password or a missing folder', async () => {
      const port = await closedPort();
      const down = await runCli(['doctor'], { env: { ...env, IMAP_URL: `imap://stories:x@127.0.0.1:${port}` } });
      expect(down.code).toBe(1);
      expect(line(down.stdout, 'IMAP mailbox')).toMatch(
        /^fail .*ECONNREFUSED.* — fix: check the host and port in IMAP_URL/,
      );

      const wrongPassword = await runCli(['doctor'], {
        env: { ...env, IMAP_URL: `imap://stories:wrong@127.0.0.1:${imap.port}` },
      });
      expect(line(wrongPassword.stdout, 'IMAP mailbox')).toMatch(
        /^fail .* — fix: check the user and password in IMAP_URL \(URL-encode special characters/,
      );

      const noFolder = await runCli(['doctor'], { env: { ...env, IMAP_MAILBOX: 'Replies' } });
      expect(line(noFolder.stdout, 'IMAP mailbox')).toMatch(/^fail .* — fix: check IMAP_MAILBOX/);
    });

    it('warns about what is not configured, and names production mistakes', async () => {
      const bare = await runCli(['doctor'], {
        env: { ...env, SMTP_URL: '', IMAP_URL: '', INBOUND_ADDRESS: 'stories@localhost' },
      });
      expect(bare.code).toBe(0);
      expect(line(bare.stdout, 'SMTP relay')).toMatch(
        /^warn {2}SMTP relay +not checked: no SMTP_URL, so emails are written to .*outbox/,
      );
      expect(line(bare.stdout, 'IMAP mailbox')).toMatch(/^warn {2}IMAP mailbox +not configured: no IMAP_URL/);
      expect(line(bare.stdout, 'inbound address')).toMatch(
        /^warn .*stories@localhost cannot receive mail from outside/,
      );

      const production = await runCli(['doctor', '--json'], {
        env: { ...env, NODE_ENV: 'production', PUBLIC_URL: 'http://stories.example.com', SESSION_SECRET: '' },
      });
      expect(production.code).toBe(1);
      const { ok, checks } = JSON.parse(production.stdout) as {
        ok: boolean;
        checks: Array<{ check: string; status: string; message: string; fix?: string }>;
      };
      expect(ok).toBe(false);
      const byName = Object.fromEntries(checks.map((c) => [c.check, c]));
      expect(byName['public URL']).toMatchObject({ status: 'fail', fix: expect.stringContaining('https://') });
      expect(byName['session secret']).toMatchObject({
        status: 'fail',
        message: 'SESSION_SECRET: required when NODE_ENV=production',
      });
      expect(byName.payments).toMatchObject({
        status: 'fail',
        message: expect.stringContaining('no STRIPE_SECRET_KEY'),
      });
      expect(byName.configuration.status).toBe('ok');
      expect(byName['SMTP relay'].status).toBe('ok');
    });

    it('reports a Stripe setup missing its webhook secret under payments', async () => {
      const res = await runCli(['doctor', '--json'], {
        env: {
          ...env,
          STRIPE_SECRET_KEY: 'sk_test_storyvault',
          STRIPE_PRICE_ANNUAL: 'price_a',
          STRIPE_PRICE_MONTHLY: 'price_m',
        },
      });
      expect(res.code).toBe(1);
      const checks = JSON.parse(res.stdout).checks as Array<{ check: string; status: string; message: string }>;
      expect(checks.find((c) => c.check === 'payments')).toMatchObject({
        status: 'fail',
        message: 'STRIPE_WEBHOOK_SECRET: required when STRIPE_SECRET_KEY is set',
      });
      expect(checks.filter((c) => c.status === 'fail')).toHaveLength(1);
    });
  });
});
