import { DispatchDeliveries } from '@storyvault/api/modules/delivery/delivery.public';
import { IngestInboundMessage } from '@storyvault/api/modules/inbound/inbound.public';
import { ManualClock } from '@storyvault/api/shared/time/clock';
import { startTestApp, TestApp } from '@storyvault/api-testing';
import {
  buildEmail,
  pcmWav,
  setUpVault,
  signedInOwner,
  SmtpTestServer,
  startSmtpTestServer,
} from '@storyvault/testing';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { DataSource } from 'typeorm';
import { runCli } from './run-cli';

const DAY = 24 * 60 * 60 * 1000;

/** Every file under `root`, as a key. */
function keys(root: string): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => relative(root, join(e.parentPath, e.name)).split('\\').join('/'))
    .sort();
}

describe('storyvault media:sweep', () => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  let env: Record<string, string>;
  let dir: string;
  let media: string;
  let storyFiles: string[];
  let served: string;
  /** The story's files under a prefix a module answers for. */
  let owned: number;
  const clock = new ManualClock(new Date('2026-05-04T08:00:00Z'));

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    dir = mkdtempSync(join(tmpdir(), 'cli-media-sweep-'));
    t = await startTestApp({ clock, env: { SMTP_URL: smtp.url, DATA_DIR: join(dir, 'data') } });
    env = {
      DATABASE_URL: t.db.url,
      SESSION_SECRET: t.config.SESSION_SECRET!,
      DATA_DIR: t.config.DATA_DIR,
      SMTP_URL: '',
    };
    media = join(t.config.DATA_DIR, 'media');
    const ann = await signedInOwner(t.server, { name: 'Ann Smith', email: 'ann@example.com' });
    await setUpVault(ann.agent, { seniorName: 'Rose Smith', seniorEmail: 'rose@example.com' });
    clock.advance(4 * DAY);
    await t.app.get(DispatchDeliveries).execute();
    const question = await smtp.waitFor((m) => JSON.stringify(m.to).includes('rose@'));
    const result = await t.app.get(IngestInboundMessage).execute(
      await buildEmail({
        from: 'Rose <rose@example.com>',
        to: question.replyTo!.value[0].address!,
        inReplyTo: question.messageId,
        text: 'The summer of the flood, 1962.',
        attachments: [{ filename: 'telling it.wav', contentType: 'audio/wav', content: pcmWav(1) }],
      }),
      { source: 'cli' },
    );
    expect(result.outcome).toBe('story');
    storyFiles = keys(media);
    owned = storyFiles.filter((key) => /^(stories|exports|question-photos)\//.test(key)).length;
    expect(owned).toBeGreaterThan(0);
    const [attachment]: Array<{ id: string; story_id: string }> = await t.app
      .get(DataSource)
      .query('SELECT id, story_id FROM story_attachments LIMIT 1');
    served = `stories/${attachment.story_id}/served/${attachment.id}-thumb.jpg`;
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('deletes, old enough, the files no row names; --dry-run only says which', async () => {
    const orphans = [
      `stories/${randomUUID()}/1-crashed.wav`,
      `stories/${storyFiles[0].split('/')[1]}/served/${randomUUID()}.jpg`,
      `exports/${randomUUID()}/${randomUUID()}/${randomUUID()}.zip`,
      `question-photos/${randomUUID()}/${randomUUID()}/original`,
    ];
    const young = `stories/${randomUUID()}/1-on-its-way.wav`;
    const unowned = 'elsewhere/kept.bin';
    for (const key of [...orphans, served, young, unowned]) {
      mkdirSync(dirname(join(media, key)), { recursive: true });
      writeFileSync(join(media, key), key);
    }
    const twoDaysAgo = new Date(Date.now() - 2 * DAY);
    for (const key of keys(media)) if (key !== young) utimesSync(join(media, key), twoDaysAgo, twoDaysAgo);
    expect(statSync(join(media, young)).mtimeMs).toBeGreaterThan(Date.now() - DAY);

    const dry = await runCli(['media:sweep', '--dry-run'], { env });
    expect(dry.stderr).toBe('');
    expect(dry.code).toBe(0);
    for (const key of orphans) expect(dry.stdout).toContain(`Would delete ${key} (${Buffer.byteLength(key)} bytes)\n`);
    expect(dry.stdout).toContain(`Would delete 4 files no row names, of ${owned + 5} files checked.\n`);
    expect(dry.stdout).not.toContain(young);
    for (const key of orphans) expect(existsSync(join(media, key))).toBe(true);

    const run = await runCli(['media:sweep'], { env });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    for (const key of orphans) expect(run.stdout).toContain(`Deleted ${key} (${Buffer.byteLength(key)} bytes)\n`);
    expect(keys(media)).toEqual([...storyFiles, served, young, unowned].sort());

    const again = await runCli(['media:sweep', '--json'], { env });
    expect(again.code).toBe(0);
    expect(JSON.parse(again.stdout)).toEqual({ dryRun: false, checked: owned + 1, orphaned: [] });
  });
});
