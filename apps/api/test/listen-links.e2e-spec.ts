import { DispatchDeliveries } from '@storyvault/api/modules/delivery/delivery.public';
import { IssueListenLinks } from '@storyvault/api/modules/keepsakes/application/listen-links.use-cases';
import { ManualClock } from '@storyvault/api/shared/time/clock';
import { ExportView, ListenBookView } from '@storyvault/contracts';
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
      language: 'en',
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

  const ORIGIN = { Origin: PUBLIC_URL };
  const built = (agent: typeof owner, id: string) =>
    until(`the book ${id} is built`, async () => {
      const view: ExportView = (await agent.get(`/api/vaults/${vaultId}/exports/${id}`).expect(200)).body;
      if (view.status === 'failed') throw new Error(`The book failed: ${view.error}`);
      return view.status === 'done' ? view : null;
    });
  const listenBooks = async (): Promise<ListenBookView[]> =>
    (await owner.get(`/api/vaults/${vaultId}/listen-books`).expect(200)).body;

  it('stops the links of the books a member ordered once the owner removes the member', async () => {
    const email = 'carl@example.com';
    const member = (
      await owner
        .post(`/api/vaults/${vaultId}/members`)
        .set(ORIGIN)
        .send({ name: 'Carl', email, role: 'contributor' })
        .expect(201)
    ).body;
    const invitation = await smtp.waitFor((m) => JSON.stringify(m.to ?? '').includes(email));
    const join = new URL(linksIn(invitation.text).find((l) => l.includes('/join?token='))!).searchParams.get('token')!;
    const carl = request.agent(t.server);
    await carl.post(`/api/invitations/${join}/accept`).send({ name: 'Carl', password: 'Str0ng!pass' }).expect(200);
    const book = (
      await carl
        .post(`/api/vaults/${vaultId}/exports`)
        .set(ORIGIN)
        .send({ format: 'pdf', title: "Carl's book" })
        .expect(202)
    ).body.id;
    await built(carl, book);
    // The printed link (one per voice story), and one more to open here.
    const token = await t.app.get(IssueListenLinks).issue(vaultId, storyId, book);
    await request(t.server).get(`/api/listen/${token}`).expect(200);
    expect((await listenBooks()).find((b) => b.exportId === book)).toMatchObject({
      title: "Carl's book",
      orderedBy: 'Carl',
      liveLinks: 2,
    });

    await owner.delete(`/api/vaults/${vaultId}/members/${member.id}`).set(ORIGIN).expect(204);
    for (const path of [`/api/listen/${token}`, `/api/listen/${token}/audio`]) {
      const res = await request(t.server).get(path);
      expect({ status: res.status, message: res.body.message }).toEqual({ status: 404, message: GONE });
    }
    const live = await t.app
      .get(DataSource)
      .query(`SELECT count(*)::int AS n FROM listen_links WHERE export_id = $1 AND revoked_at IS NULL`, [book]);
    expect(live[0].n).toBe(0);
    expect((await listenBooks()).map((b) => b.exportId)).not.toContain(book);
  });

  it('shows the owner every book with live links, however many exports came after, and revokes each', async () => {
    const book = (
      await owner
        .post(`/api/vaults/${vaultId}/exports`)
        .set(ORIGIN)
        .send({ format: 'pdf', title: 'Old book' })
        .expect(202)
    ).body.id;
    await built(owner, book);
    // 25 exports asked for after it (failed ones, so that no day's cap is reached).
    clock.advance(DAY);
    await t.app.get(DataSource).query(
      `INSERT INTO exports (id, vault_id, requested_by, format, status, created_at)
       SELECT gen_random_uuid(), $1, owner_id, 'pdf', 'failed', $2::timestamptz + make_interval(mins => i)
       FROM vaults, generate_series(1, 25) i WHERE id = $1`,
      [vaultId, clock.now()],
    );
    const recent: ExportView[] = (await owner.get(`/api/vaults/${vaultId}/exports`).expect(200)).body;
    expect(recent.map((e) => e.id)).not.toContain(book);
    const books = await listenBooks();
    expect(books).toEqual([
      { exportId: book, title: 'Old book', orderedBy: 'Ann Smith', createdAt: expect.any(String), liveLinks: 1 },
    ]);
    await owner.post(`/api/vaults/${vaultId}/exports/${book}/revoke-links`).set(ORIGIN).expect(200);
    expect(await listenBooks()).toEqual([]);
  });

  it('answers 404 for a book with no listen links of this vault, and for a malformed id', async () => {
    for (const id of [randomUUID(), 'not-a-book']) {
      const res = await owner.post(`/api/vaults/${vaultId}/exports/${id}/revoke-links`);
      expect({ status: res.status, code: res.body.code }).toEqual({ status: 404, code: 'EXPORT_NOT_FOUND' });
    }
  });
});
