import { DispatchDeliveries } from '@storyvault/api/modules/delivery/delivery.public';
import { ManualClock } from '@storyvault/api/shared/time/clock';
import { ExportView } from '@storyvault/contracts';
import { startTestApp, TestApp } from '@storyvault/api-testing';
import {
  binaryBody,
  linksIn,
  pcmWav,
  setUpVault,
  signedInOwner,
  SmtpTestServer,
  startSmtpTestServer,
  until,
} from '@storyvault/testing';
import jsQR from 'jsqr';
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { DataSource } from 'typeorm';

const DAY = 24 * 60 * 60 * 1000;
const PUBLIC_URL = 'http://stories.example.com';
const GONE = 'This listening link does not work any more. Please ask your family for a new one.';

/**
 * A voice story printed in a book asked for through the exports API and built by the worker's
 * job: its QR code, read from the rendered page, opens the listen
 * page's data and plays the original recording (with Range) with no sign-in, until the owner
 * revokes the book's links.
 */
describe('the listen links of a printed book', () => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  let dir: string;
  const clock = new ManualClock(new Date('2026-03-02T09:00:00Z'));
  let owner: Awaited<ReturnType<typeof signedInOwner>>['agent'];
  let vaultId: string;
  let storyId: string;
  let questionText: string;
  let exportId: string;
  const recording = pcmWav(1.5);
  let listenPath: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'listen-'));
    smtp = await startSmtpTestServer();
    t = await startTestApp({
      clock,
      worker: true,
      env: { SMTP_URL: smtp.url, PUBLIC_URL, DATA_DIR: dir, JOBS_POLL_SECONDS: '1', DELIVERY_INTERVAL_SECONDS: '3600' },
    });
    ({ agent: owner } = await signedInOwner(t.server, { name: 'Ann Smith' }));
    vaultId = (await setUpVault(owner, { seniorName: 'Rose Smith', seniorEmail: 'rose@example.com' })).id;
    clock.advance(3 * DAY);
    await t.app.get(DispatchDeliveries).execute();
    const email = await smtp.waitFor((m) => m.subject?.startsWith('A question from Ann') ?? false);
    const token = new URL(linksIn(email.text).find((l) => l.includes('/respond/record?token='))!).searchParams.get(
      'token',
    )!;
    await request(t.server)
      .post('/api/respond/voice')
      .field('token', token)
      .attach('audio', recording, { filename: 'recording.wav', contentType: 'audio/wav' })
      .expect(201);
    const [row] = await t.app
      .get(DataSource)
      .query(`SELECT id, question_text AS "questionText" FROM stories WHERE vault_id = $1`, [vaultId]);
    ({ id: storyId, questionText } = row);

    // The owner asks for the book; the worker's job builds it; the owner downloads it.
    const asked = await owner
      .post(`/api/vaults/${vaultId}/exports`)
      .set({ Origin: PUBLIC_URL })
      .send({ format: 'pdf', pageSize: 'a4', chapters: 'category' })
      .expect(202);
    exportId = asked.body.id;
    const done = await until('the book is built', async () => {
      const view: ExportView = (await owner.get(`/api/vaults/${vaultId}/exports/${exportId}`).expect(200)).body;
      if (view.status === 'failed') throw new Error(`The book failed: ${view.error}`);
      return view.status === 'done' ? view : null;
    });
    const file = await owner.get(done.downloadUrl!).buffer(true).parse(binaryBody).expect(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    const pdf = join(dir, 'book.pdf');
    writeFileSync(pdf, file.body as Buffer);
    const text = execFileSync('pdftotext', ['-enc', 'UTF-8', pdf, '-'], { encoding: 'utf8' });
    expect(text.replace(/\s+/g, ' ')).toContain(questionText);
    // The cover, the contents, the chapter's opener, then the story.
    execFileSync('pdftoppm', ['-png', '-r', '150', '-f', '4', '-l', '4', '-singlefile', pdf, join(dir, 'story')]);
    const { data, info } = await sharp(readFileSync(join(dir, 'story.png')))
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const url = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data;
    expect(url).toMatch(/^http:\/\/stories\.example\.com\/listen\/[A-Za-z0-9_-]{16}$/);
    listenPath = new URL(url!).pathname;
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("opens the story with no sign-in: its title, question, text and the senior's name", async () => {
    const res = await request(t.server).get(`/api${listenPath}`).expect(200);
    expect(res.body).toEqual({
      title: questionText,
      question: questionText,
      text: '',
      seniorName: 'Rose Smith',
      audioUrl: `/api${listenPath}/audio`,
    });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('plays the original recording, whole or by range', async () => {
    const whole = await request(t.server).get(`/api${listenPath}/audio`).buffer(true).parse(binaryBody).expect(200);
    expect(whole.headers['content-type']).toBe('audio/wav');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(Buffer.compare(whole.body as Buffer, recording)).toBe(0);
    const part = await request(t.server)
      .get(`/api${listenPath}/audio`)
      .set('Range', 'bytes=100-199')
      .buffer(true)
      .parse(binaryBody)
      .expect(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${recording.length}`);
    expect(Buffer.compare(part.body as Buffer, recording.subarray(100, 200))).toBe(0);
    const past = await request(t.server)
      .get(`/api${listenPath}/audio`)
      .set('Range', `bytes=${recording.length + 10}-`);
    expect({ status: past.status, code: past.body.code }).toEqual({ status: 416, code: 'RANGE_NOT_SATISFIABLE' });
  });

  it.each([
    ['an unknown token', `/api/listen/${'A'.repeat(16)}`],
    ['a malformed token', '/api/listen/..%2F..%2Fetc'],
    ['an unknown token, for the audio', `/api/listen/${'A'.repeat(16)}/audio`],
  ])('answers 404 with a plain message for %s', async (_what, path) => {
    const res = await request(t.server).get(path);
    expect({ status: res.status, code: res.body.code, message: res.body.message }).toEqual({
      status: 404,
      code: 'LISTEN_LINK_NOT_FOUND',
      message: GONE,
    });
  });

  it("stores only the token's hash", async () => {
    const token = listenPath.split('/').pop()!;
    const rows = await t.app.get(DataSource).query(`SELECT * FROM listen_links`);
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows[0]).toMatchObject({ vault_id: vaultId, story_id: storyId, export_id: exportId, revoked_at: null });
  });

  it('stops working once the owner revokes the book’s links', async () => {
    const revoke = () => owner.post(`/api/vaults/${vaultId}/exports/${exportId}/revoke-links`);
    expect((await revoke().expect(200)).body).toEqual({ revoked: 1 });
    for (const path of [`/api${listenPath}`, `/api${listenPath}/audio`]) {
      const res = await request(t.server).get(path);
      expect({ status: res.status, message: res.body.message }).toEqual({ status: 404, message: GONE });
    }
    expect((await revoke().expect(200)).body).toEqual({ revoked: 0 });
  });

  it('answers 404 for a book with no listen links of this vault, and for a malformed id', async () => {
    for (const id of [randomUUID(), 'not-a-book']) {
      const res = await owner.post(`/api/vaults/${vaultId}/exports/${id}/revoke-links`);
      expect({ status: res.status, code: res.body.code }).toEqual({ status: 404, code: 'EXPORT_NOT_FOUND' });
    }
  });
});
