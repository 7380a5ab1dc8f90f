import { DispatchDeliveries } from '@storyvault/api/modules/delivery/delivery.public';
import { IngestInboundMessage } from '@storyvault/api/modules/inbound/inbound.public';
import { ManualClock } from '@storyvault/api/shared/time/clock';
import { startTestApp, TestApp, unzip } from '@storyvault/api-testing';
import {
  buildEmail,
  pcmWav,
  setUpVault,
  signedInOwner,
  SmtpTestServer,
  startSmtpTestServer,
} from '@storyvault/testing';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { runCli } from './run-cli';

const DAY = 24 * 60 * 60 * 1000;

describe('storyvault export', () => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  let env: Record<string, string>;
  let dir: string;
  let vaultId: string;
  let ann: Awaited<ReturnType<typeof signedInOwner>>;
  let photo: Buffer;
  const voice = pcmWav(1);
  const clock = new ManualClock(new Date('2026-05-04T08:00:00Z'));

  beforeAll(async () => {
    // A real photo: the book prints it.
    photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 40, g: 110, b: 190 } } })
      .jpeg()
      .toBuffer();
    smtp = await startSmtpTestServer();
    dir = mkdtempSync(join(tmpdir(), 'cli-export-'));
    t = await startTestApp({ clock, env: { SMTP_URL: smtp.url, DATA_DIR: join(dir, 'data') } });
    env = {
      DATABASE_URL: t.db.url,
      SESSION_SECRET: t.config.SESSION_SECRET!,
      DATA_DIR: t.config.DATA_DIR,
      SMTP_URL: '',
    };
    ann = await signedInOwner(t.server, { name: 'Ann Smith', email: 'ann@example.com' });
    vaultId = (await setUpVault(ann.agent, { seniorName: 'Rose Smith', seniorEmail: 'rose@example.com' })).id;
    clock.advance(4 * DAY);
    await t.app.get(DispatchDeliveries).execute();
    const question = await smtp.waitFor((m) => JSON.stringify(m.to).includes('rose@'));
    const result = await t.app.get(IngestInboundMessage).execute(
      await buildEmail({
        from: 'Rose <rose@example.com>',
        to: question.replyTo!.value[0].address!,
        inReplyTo: question.messageId,
        text: 'The summer of the flood, 1962.',
        attachments: [
          { filename: 'flood.jpg', contentType: 'image/jpeg', content: photo },
          { filename: 'telling it.wav', contentType: 'audio/wav', content: voice },
        ],
      }),
      { source: 'cli' },
    );
    expect(result.outcome).toBe('story');
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("writes an owner's archive to --out, byte for byte, and says what it wrote", async () => {
    const out = join(dir, 'rose.zip');
    const res = await runCli(['export', 'ann@example.com', '--format', 'zip', '--out', out], { env });
    expect(res.stderr).toBe('');
    expect(res.code).toBe(0);
    // A small archive in kB, not "(0.0 MB)"; readable by the operator alone (it holds the family's files).
    expect(res.stdout).toMatch(/^Wrote .*rose\.zip: Rose Smith's stories, every file and email \([1-9]\d* kB\)\.\n$/);
    expect(statSync(out).mode & 0o777).toBe(0o600);
    const entries = await unzip(out);
    expect(entries.get('media/001-flood.jpg')?.bytes.equals(photo)).toBe(true);
    expect(entries.get('media/001-telling it.wav')?.bytes.equals(voice)).toBe(true);
    expect([...entries.keys()].filter((n) => n.startsWith('emails/'))).toHaveLength(1);
    const json = JSON.parse(entries.get('stories.json')!.bytes.toString('utf8'));
    expect(json.vault.id).toBe(vaultId);
    expect(json.stories).toHaveLength(1);
    // Nothing half-written is left beside it.
    expect(readdirSync(dir).filter((n) => n.includes('partial'))).toEqual([]);
  });

  it("writes the owner's book, whose voice story's listen link the owner can turn off", async () => {
    const out = join(dir, 'rose.pdf');
    const res = await runCli(['export', 'ann@example.com', '--format', 'pdf', '--out', out], { env });
    expect(res.stderr).toBe('');
    expect(res.code).toBe(0);
    const [wrote, links] = res.stdout.trimEnd().split('\n');
    expect(wrote).toMatch(/^Wrote .*rose\.pdf: Rose Smith's book \((\d+ kB|\d+\.\d MB)\)\.$/);
    expect(statSync(out).mode & 0o777).toBe(0o600);
    const bookId = links.match(/^Its listen links \(QR codes\) belong to book ([0-9a-f-]{36})\.$/)![1];
    expect(readFileSync(out).subarray(0, 5).toString()).toBe('%PDF-');
    expect(execFileSync('pdftotext', [out, '-'], { encoding: 'utf8' })).toContain('The summer of the flood');
    const linkRows = await t.app
      .get(DataSource)
      .query(`SELECT story_id FROM listen_links WHERE export_id = $1`, [bookId]);
    expect(linkRows).toHaveLength(1);
    const revoked = await ann.agent.post(`/api/vaults/${vaultId}/exports/${bookId}/revoke-links`).expect(200);
    expect(revoked.body).toEqual({ revoked: 1 });
  });

  it('refuses an unknown account, a vault not theirs and a bad format plainly, writing nothing', async () => {
    const out = join(dir, 'nothing.zip');
    const unknown = await runCli(['export', 'nobody@example.com', '--format', 'zip', '--out', out], { env });
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toMatch(/^Error: .*nobody@example\.com/);
    const notTheirs = await runCli(
      ['export', 'ann@example.com', '--format', 'zip', '--out', out, '--vault', '00000000-0000-4000-8000-000000000000'],
      { env },
    );
    expect(notTheirs.code).toBe(1);
    expect(notTheirs.stderr).toContain('ann@example.com owns no vault 00000000-0000-4000-8000-000000000000.');
    const badFormat = await runCli(['export', 'ann@example.com', '--format', 'doc', '--out', out], { env });
    expect(badFormat.code).toBe(1);
    expect(badFormat.stderr).toMatch(/Error: option '--format <format>' argument 'doc' is invalid/);
    expect(existsSync(out)).toBe(false);
  });

  it("takes the senior's email as the other commands do", async () => {
    const out = join(dir, 'by-senior.zip');
    const res = await runCli(['export', 'rose@example.com', '--format', 'zip', '--out', out], { env });
    expect(res.stderr).toBe('');
    expect(res.code).toBe(0);
    expect(JSON.parse((await unzip(out)).get('stories.json')!.bytes.toString('utf8')).vault.id).toBe(vaultId);
  });

  it('refuses a missing folder and an existing file plainly; --force replaces the file', async () => {
    const missing = join(dir, 'no-such-folder', 'rose.zip');
    const noFolder = await runCli(['export', 'ann@example.com', '--format', 'zip', '--out', missing], { env });
    expect(noFolder.code).toBe(1);
    expect(noFolder.stderr).toBe(
      `Error: Cannot write ${missing}: there is no folder ${join(dir, 'no-such-folder')}.\n`,
    );

    const existing = join(dir, 'kept.zip');
    writeFileSync(existing, 'the operator’s own file');
    const refused = await runCli(['export', 'ann@example.com', '--format', 'zip', '--out', existing], { env });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toBe(`Error: ${existing} already exists: add --force to replace it.\n`);
    expect(readFileSync(existing, 'utf8')).toBe('the operator’s own file');

    const forced = await runCli(['export', 'ann@example.com', '--format', 'zip', '--out', existing, '--force'], {
      env,
    });
    expect(forced.stderr).toBe('');
    expect(forced.code).toBe(0);
    expect((await unzip(existing)).has('stories.json')).toBe(true);
    expect(statSync(existing).mode & 0o777).toBe(0o600);
  });
});
