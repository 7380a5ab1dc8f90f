import { createHttpApp } from '@storyvault/api/app/create-app';
import { DispatchDeliveries } from '@storyvault/api/modules/delivery/delivery.public';
import { IngestInboundMessage } from '@storyvault/api/modules/inbound/inbound.public';
import { ManualClock } from '@storyvault/api/shared/time/clock';
import { startTestApp, TestApp, testConfig } from '@storyvault/api-testing';
import {
  binaryBody,
  buildEmail,
  pcmWav,
  S3TestServer,
  setUpVault,
  signedInOwner,
  SmtpTestServer,
  startS3Server,
  startSmtpTestServer,
} from '@storyvault/testing';
import { NestExpressApplication } from '@nestjs/platform-express';
import { mkdtempSync, rmSync } from 'node:fs';
import { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { runCli } from './run-cli';

const DAY = 24 * 60 * 60 * 1000;

/**
 * The switch as docs/deploy.md tells it: an app on the disk store keeps a voice story, the CLI
 * copies the media to the bucket, and an app with MEDIA_STORE=s3 (another machine: a DATA_DIR of
 * its own, empty) on the same database plays it.
 */
describe('after storyvault media:migrate --to s3, MEDIA_STORE=s3', () => {
  let smtp: SmtpTestServer;
  let s3: S3TestServer;
  let t: TestApp;
  let onS3: NestExpressApplication | undefined;
  let dir: string;
  const voice = pcmWav(2);
  const clock = new ManualClock(new Date('2026-05-04T08:00:00Z'));

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    s3 = await startS3Server();
    dir = mkdtempSync(join(tmpdir(), 'cli-media-switch-'));
    t = await startTestApp({ clock, env: { SMTP_URL: smtp.url, DATA_DIR: join(dir, 'data') } });
  });
  afterAll(async () => {
    await onS3?.close();
    await t?.close();
    await smtp?.close();
    await s3?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it("plays the story's recording from the bucket, byte for byte", async () => {
    const ann = await signedInOwner(t.server, { name: 'Ann Smith', email: 'ann@example.com' });
    const vaultId = (await setUpVault(ann.agent, { seniorName: 'Rose Smith', seniorEmail: 'rose@example.com' })).id;
    clock.advance(4 * DAY);
    await t.app.get(DispatchDeliveries).execute();
    const question = await smtp.waitFor((m) => JSON.stringify(m.to).includes('rose@'));
    const ingested = await t.app.get(IngestInboundMessage).execute(
      await buildEmail({
        from: 'Rose <rose@example.com>',
        to: question.replyTo!.value[0].address!,
        inReplyTo: question.messageId,
        text: 'The day the river froze.',
        attachments: [{ filename: 'telling it.wav', contentType: 'audio/wav', content: voice }],
      }),
      { source: 'cli' },
    );
    expect(ingested.outcome).toBe('story');
    const [story] = (await ann.agent.get(`/api/vaults/${vaultId}/stories`).expect(200)).body;
    expect(story.audioUrl).toBe(`/api/stories/${story.id}/audio`);

    const migrated = await runCli(['media:migrate', '--to', 's3'], {
      env: { ...s3.env, MEDIA_STORE: 'disk', DATA_DIR: t.config.DATA_DIR },
    });
    expect(migrated.code).toBe(0);
    expect(migrated.stdout).toContain('Every object is copied and verified: set MEDIA_STORE=s3 and restart.');
    // Until the switch the app reads the disk as before.
    const before = await ann.agent.get(story.audioUrl).buffer(true).parse(binaryBody).expect(200);
    expect(Buffer.compare(before.body, voice)).toBe(0);

    const config = testConfig({
      ...s3.env,
      DATABASE_URL: t.db.url,
      DATA_DIR: join(dir, 'another-machine'),
      SESSION_SECRET: t.config.SESSION_SECRET!,
    });
    onS3 = await createHttpApp({ config, databaseUrl: t.db.url, worker: false, clock });
    await onS3.init();
    const owner = request.agent(onS3.getHttpServer() as Server);
    await owner.post('/api/login').send({ email: 'ann@example.com', password: 'Str0ng!pass' }).expect(200);
    const played = await owner.get(story.audioUrl).buffer(true).parse(binaryBody).expect(200);
    expect(Buffer.compare(played.body, voice)).toBe(0);
    const tail = await owner.get(story.audioUrl).set('Range', 'bytes=-44').buffer(true).parse(binaryBody).expect(206);
    expect(Buffer.compare(tail.body, voice.subarray(voice.length - 44))).toBe(0);
  });
});
