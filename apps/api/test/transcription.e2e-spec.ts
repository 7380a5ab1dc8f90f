import { DispatchDeliveries } from '@storyvault/api/modules/delivery/delivery.public';
import { IngestInboundMessage } from '@storyvault/api/modules/inbound/inbound.public';
import { TranscribeMissing } from '@storyvault/api/modules/transcription/transcription.public';
import { ManualClock } from '@storyvault/api/shared/time/clock';
import { StoryView } from '@storyvault/contracts';
import { startTestApp, TestApp } from '@storyvault/api-testing';
import {
  buildEmail,
  endProcess,
  setUpVault,
  signedInOwner,
  SmtpTestServer,
  startSmtpTestServer,
  startTranscriptionStandIn,
  TranscriptionStandIn,
} from '@storyvault/testing';
import { ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { DataSource } from 'typeorm';

/**
 * Voice stories written down: an emailed voice memo (AAC in .m4a, as phones send it) becomes a
 * voice story whose words a speech-to-text stand-in gives; through a killed worker, two workers,
 * a 429 with Retry-After, a 500 and a timeout, the transcript is stored once. A long recording
 * goes in pieces under the service's size limit; a fake voice memo never becomes a voice story.
 */

const WORKER = join(__dirname, '..', 'dist', 'worker.js');
const DAY = 24 * 60 * 60 * 1000;
const PUBLIC_URL = 'http://stories.example.com';

type Agent = ReturnType<typeof request.agent>;

/** A spoken-length AAC voice memo in an .m4a, made by ffmpeg (a 440 Hz tone). */
function voiceMemo(seconds: number): Buffer {
  const dir = mkdtempSync(join(tmpdir(), 'voice-memo-'));
  try {
    const path = join(dir, 'memo.m4a');
    const made = spawnSync('ffmpeg', [
      '-v',
      'error',
      '-f',
      'lavfi',
      '-i',
      `sine=frequency=440:duration=${seconds}`,
      '-c:a',
      'aac',
      '-b:a',
      '64k',
      path,
    ]);
    if (made.status !== 0) throw new Error(`ffmpeg could not make a voice memo: ${made.stderr.toString()}`);
    return readFileSync(path);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Waits for a state, never for a time: looks again every 50 ms, for at most `ms`. */
async function until<T>(what: string, check: () => Promise<T | null | false> | T | null | false, ms = 90_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Gave up waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('transcription of voice stories', () => {
  let stand: TranscriptionStandIn;
  let smtp: SmtpTestServer;
  let t: TestApp;
  let owner: Agent;
  let vaultId: string;
  let dataDir: string;
  const clock = new ManualClock(new Date('2026-05-04T08:00:00Z'));
  const workers: Array<{ child: ChildProcess; output: string }> = [];
  const asked = new Set<string>();

  const stories = async (): Promise<StoryView[]> =>
    (await owner.get(`/api/vaults/${vaultId}/stories`).expect(200)).body as StoryView[];

  /** The senior answers the next question by email, with these files. */
  async function reply(text: string, attachments: Array<{ filename: string; contentType: string; content: Buffer }>) {
    clock.advance(15 * DAY);
    await t.app.get(DispatchDeliveries).execute();
    const question = await smtp.waitFor((m) => JSON.stringify(m.to).includes('rose@') && !asked.has(m.messageId!));
    asked.add(question.messageId!);
    return t.app.get(IngestInboundMessage).execute(
      await buildEmail({
        from: 'Rose <rose@example.com>',
        to: question.replyTo!.value[0].address!,
        inReplyTo: question.messageId,
        text,
        attachments,
      }),
      { source: 'cli' },
    );
  }

  function startWorker(env: Record<string, string> = {}) {
    const child = spawn(process.execPath, [WORKER], {
      env: {
        ...process.env,
        DATABASE_URL: t.db.url,
        DATA_DIR: dataDir,
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        PORT: '0',
        SESSION_SECRET: 'transcription-e2e-session-secret-long-enough',
        SMTP_URL: smtp.url,
        DELIVERY_INTERVAL_SECONDS: '3600',
        JOBS_POLL_SECONDS: '1',
        TRANSCRIBE_URL: stand.url,
        TRANSCRIBE_API_KEY: 'sk-e2e',
        TRANSCRIBE_TIMEOUT_SECONDS: '2',
        TRANSCRIBE_LEASE_SECONDS: '3',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const worker = { child, output: '' };
    const keep = (chunk: Buffer) => (worker.output = (worker.output + chunk.toString()).slice(-4000));
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
    workers.push(worker);
    return worker;
  }

  beforeAll(async () => {
    stand = await startTranscriptionStandIn();
    stand.apiKey = 'sk-e2e';
    smtp = await startSmtpTestServer();
    dataDir = mkdtempSync(join(tmpdir(), 'transcription-e2e-'));
    t = await startTestApp({
      clock,
      env: {
        SMTP_URL: smtp.url,
        PUBLIC_URL,
        DATA_DIR: dataDir,
        TRANSCRIBE_URL: stand.url,
        TRANSCRIBE_API_KEY: 'sk-e2e',
        TRANSCRIBE_BACKOFF_SECONDS: '1',
        // Pieces of 3 s (16 KB at 4 KB a second, a tenth to spare): a 10-second memo goes in four.
        TRANSCRIBE_MAX_BYTES: String(16 * 1024),
      },
    });
    owner = (await signedInOwner(t.server, { name: 'Ann Smith' })).agent;
    vaultId = (await setUpVault(owner, { seniorName: 'Rose Smith', seniorEmail: 'rose@example.com' })).id;
  });
  afterAll(async () => {
    await Promise.all(workers.map((w) => endProcess(w.child, 'SIGKILL')));
    await t?.close();
    await smtp?.close();
    await stand?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps a fake voice memo with the raw message and tells the owner, never a voice story that cannot play', async () => {
    const fake = randomBytes(40_000);
    const result = await reply('The memo did not record, I think.', [
      { filename: 'New Recording 3.m4a', contentType: 'audio/mp4', content: fake },
    ]);
    expect(result.outcome).toBe('story');
    expect(result.attachments).toEqual([]);
    expect(result.leftOut).toEqual([
      expect.objectContaining({
        filename: 'New Recording 3.m4a',
        reason: expect.stringMatching(/^not a recording that can be played \(.+\); kept with the original email$/),
        meant: true,
      }),
    ]);
    const story = (await stories()).find((s) => s.id === result.storyId)!;
    expect(story).toMatchObject({ responseType: 'written', audioUrl: null, transcriptStatus: 'none' });
    const told = await smtp.waitFor(
      (m) => JSON.stringify(m.to).includes('@') && /New Recording 3\.m4a/.test(m.text ?? ''),
    );
    expect(told.subject).toBe("Rose Smith's story came with a file we could not add");
    expect(told.text).toMatch(/New Recording 3\.m4a \(39 KB\): not a recording that can be played/);
    expect(told.text).toMatch(/we keep the original email with the file/);
    const [raw] = await t.app
      .get(DataSource)
      .query(`SELECT raw FROM inbound_messages WHERE id = $1`, [result.inboundId]);
    expect((raw.raw as Buffer).includes(fake.subarray(0, 30).toString('base64').slice(0, 20))).toBe(true);
  });

  it('sends a long recording in pieces under the size limit and joins their texts (the backlog command)', async () => {
    const result = await reply('', [{ filename: 'long memo.m4a', contentType: 'audio/x-m4a', content: voiceMemo(10) }]);
    expect(result.outcome).toBe('story');
    const before = (await stories()).find((s) => s.id === result.storyId)!;
    expect(before).toMatchObject({ responseType: 'voice', transcriptStatus: 'pending', transcript: null });
    stand.transcript = (_request, index) => `Part ${index + 1}.`;
    const done = await t.app.get(TranscribeMissing).execute({ includePending: true });
    expect(done).toMatchObject({ total: 1, counts: { done: 1 } });
    expect(stand.succeeded.length).toBe(4);
    for (const r of stand.succeeded) {
      expect(r).toMatchObject({ model: 'whisper-1', filename: expect.stringMatching(/^piece-\d\.mp3$/) });
      expect(r.bytes).toBeLessThanOrEqual(16 * 1024);
    }
    const after = (await stories()).find((s) => s.id === result.storyId)!;
    expect(after).toMatchObject({
      transcriptStatus: 'done',
      transcript: 'Part 1.\n\nPart 2.\n\nPart 3.\n\nPart 4.',
      fullText: 'Part 1.\n\nPart 2.\n\nPart 3.\n\nPart 4.',
      textTranscribed: true,
      audioUrl: `/api/stories/${result.storyId}/audio`,
    });
    // The audio stays the original.
    const audio = await owner.get(after.audioUrl!).buffer(true).expect(200);
    expect(audio.headers['content-type']).toBe('audio/x-m4a');
  });

  it('stores one transcript through a killed worker, two workers, a 429, a 500 and a timeout', async () => {
    stand.requests.length = 0;
    stand.transcript = () => 'When I was a girl we kept bees.';
    const result = await reply('', [{ filename: 'Voice memo.m4a', contentType: 'audio/mp4', content: voiceMemo(3) }]);
    const storyId = result.storyId!;
    expect((await stories()).find((s) => s.id === storyId)).toMatchObject({ transcriptStatus: 'pending' });

    // The first worker sends the memo; the service keeps it waiting, and the worker is killed mid-job.
    stand.script({ hang: true });
    const first = startWorker({ TRANSCRIBE_TIMEOUT_SECONDS: '60' });
    await until('the service has the whole memo', () => stand.requests.length === 1 && stand.requests[0].bytes > 0);
    await endProcess(first.child, 'SIGKILL');

    // Two workers: once the lease runs out, one takes the job over; the service is busy, fails, hangs, then answers.
    stand.script({ status: 429, retryAfter: 5 }, { status: 500 }, { hang: true });
    startWorker();
    startWorker();
    const done = await until(
      'the story is transcribed',
      async () => {
        const story = (await stories()).find((s) => s.id === storyId)!;
        return story.transcriptStatus === 'done' ? story : null;
      },
      120_000,
    );
    expect(done).toMatchObject({
      transcript: 'When I was a girl we kept bees.',
      fullText: 'When I was a girl we kept bees.',
      textTranscribed: true,
      responseType: 'voice',
    });
    const statuses = stand.requests.map((r) => r.status);
    expect(statuses).toEqual([null, 429, 500, null, 200]);
    // The 429 asked for 5 s (longer than the backoff's 2 s): the next try came no sooner.
    expect(stand.requests[2].at.getTime() - stand.requests[1].at.getTime()).toBeGreaterThanOrEqual(4_900);
    const job = await until('the job is done', async () => {
      const [row] = await t.app
        .get(DataSource)
        .query(`SELECT status, attempts FROM jobs WHERE name = 'transcription.story' AND key = $1`, [
          `transcribe:${storyId}`,
        ]);
      return row?.status === 'done' ? row : null;
    });
    expect(job).toEqual({ status: 'done', attempts: 5 });
    // Nothing more is sent: both workers stop, and the service heard one successful request.
    await Promise.all(workers.map((w) => endProcess(w.child)));
    expect(stand.succeeded.length).toBe(1);
    expect(stand.requests.length).toBe(5);
    const rows = await t.app
      .get(DataSource)
      .query(`SELECT transcript FROM stories WHERE id = $1 AND transcript_status = 'done'`, [storyId]);
    expect(rows).toEqual([{ transcript: 'When I was a girl we kept bees.' }]);
  });
});
