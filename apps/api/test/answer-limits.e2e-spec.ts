import { ManualClock } from '@storyvault/api/shared/time/clock';
import { firstAnswerToken, startTestApp, TestApp } from '@storyvault/api-testing';
import { pcmWav, signedInOwner, SmtpTestServer, startSmtpTestServer } from '@storyvault/testing';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import request, { Response } from 'supertest';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const ANSWERS_TODAY =
  'Thank you! Your stories for this question are saved. You have sent as many as one link takes in a day; you can send more tomorrow.';
const RECORDINGS_THIS_HOUR =
  'Thank you! Your recordings for this question are saved. You can send another recording in an hour.';
const EXPIRED =
  'This link is more than 90 days old, so it no longer works. Your family can still hear from you: reply to the email this question came in and write your story there, or ask your family to send you a new question.';

function expectError(res: Response, status: number, code: string, message?: string) {
  expect({ status: res.status, code: res.body.code }).toEqual({ status, code });
  if (message) expect(res.body.message).toBe(message);
}

/** Every file and folder under `dir`, with its permission bits. */
function modesUnder(dir: string): Array<{ path: string; mode: number; folder: boolean }> {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    const stat = statSync(path);
    const here = { path, mode: stat.mode & 0o777, folder: stat.isDirectory() };
    return stat.isDirectory() ? [here, ...modesUnder(path)] : [here];
  });
}

/**
 * An answer link is a key anyone holding the email has: it takes a day's answers (10) and an
 * hour's recordings (3), however fast they come, and stops working 90 days after its question.
 */
describe('answer links: limits and lifetime', () => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  const clock = new ManualClock(new Date('2026-03-02T09:00:00Z'));
  let owner: Awaited<ReturnType<typeof signedInOwner>>['agent'];
  let vaultId: string;
  let token: string;

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    t = await startTestApp({ clock, env: { SMTP_URL: smtp.url, PUBLIC_URL: 'http://stories.example.com' } });
    ({ agent: owner } = await signedInOwner(t.server, { name: 'Ann Smith' }));
    const vault = await owner
      .post('/api/vaults')
      .send({
        seniorName: 'Rose Smith',
        seniorEmail: 'rose@example.com',
        seniorPhone: '',
        deliveryMethod: 'email',
        frequency: 1,
        sendIntroEmail: false,
        isSetupComplete: true,
      })
      .expect(201);
    vaultId = vault.body.id;
    token = await firstAnswerToken(t, smtp, clock);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const stories = async (): Promise<Array<{ id: string; responseType: string }>> =>
    (await owner.get(`/api/vaults/${vaultId}/stories`).expect(200)).body;
  const text = (story: string) => request(t.server).post('/api/respond/text').send({ token, text: story });
  const voice = () =>
    request(t.server).post('/api/respond/voice').field('token', token).attach('audio', pcmWav(), 'recording.wav');

  it('keeps 10 of 131 written answers sent at once, and says so kindly to the rest', async () => {
    const answers = await Promise.all(Array.from({ length: 131 }, (_, i) => text(`Story number ${i + 1}`)));
    expect(answers.filter((res) => res.status === 201)).toHaveLength(10);
    for (const res of answers.filter((r) => r.status !== 201))
      expectError(res, 429, 'ANSWER_LIMIT_REACHED', ANSWERS_TODAY);
    expect(await stories()).toHaveLength(10);
    // Voice answers count against the same day.
    expectError(await voice(), 429, 'ANSWER_LIMIT_REACHED', ANSWERS_TODAY);
    // An answer refused for its own fault (empty) never counts.
    clock.advance(DAY + MINUTE);
    expectError(await text('   '), 400, 'STORY_EMPTY');
    expect((await text('The next day, one more')).status).toBe(201);
  });

  it('keeps 3 recordings an hour, refused before the upload is read', async () => {
    clock.advance(DAY + MINUTE);
    for (let i = 0; i < 3; i++) expect((await voice()).status).toBe(201);
    expectError(await voice(), 429, 'ANSWER_LIMIT_REACHED', RECORDINGS_THIS_HOUR);
    // Written answers are not recordings: still taken.
    expect((await text('Written, while the recorder rests')).status).toBe(201);
    clock.advance(HOUR + MINUTE);
    expect((await voice()).status).toBe(201);
    expect((await stories()).filter((s) => s.responseType === 'voice')).toHaveLength(4);
  });

  it('never lets recordings sent at once pass the hour’s 3 (one upload at a time per link)', async () => {
    clock.advance(DAY + MINUTE);
    const before = (await stories()).length;
    const uploads = await Promise.all(Array.from({ length: 8 }, () => voice()));
    for (const res of uploads.filter((r) => r.status !== 201)) {
      expect(res.status).toBe(429);
      expect(['ANSWER_LIMIT_REACHED', 'UPLOADS_BUSY']).toContain(res.body.code);
    }
    const kept = uploads.filter((r) => r.status === 201).length;
    expect(kept).toBeGreaterThanOrEqual(1);
    expect(kept).toBeLessThanOrEqual(3);
    expect((await stories()).length).toBe(before + kept);
    const busy = uploads.find((r) => r.body.code === 'UPLOADS_BUSY');
    if (busy) expect(busy.body.message).toBe('Your recording is still being sent. Please wait until it is finished.');
  });

  it('keeps recordings and their folders readable by the app’s user alone', () => {
    const media = join(t.config.dataDir, 'media');
    expect(statSync(media).mode & 0o777).toBe(0o700);
    const entries = modesUnder(media);
    expect(entries.filter((e) => !e.folder).length).toBeGreaterThan(0);
    for (const entry of entries)
      expect({ path: entry.path, mode: entry.mode }).toEqual({ path: entry.path, mode: entry.folder ? 0o700 : 0o600 });
    // Uploads are received into half-written files of their own, renamed into place once kept.
    expect(readdirSync(join(media, '.partial'))).toEqual([]);
    expect(existsSync(join(t.config.dataDir, 'uploads'))).toBe(false);
  });

  it('stops working 90 days after the question was sent, saying how to answer anyway', async () => {
    const sentAt = new Date('2026-03-05T09:00:00Z').getTime();
    clock.set(new Date(sentAt + 90 * DAY - MINUTE));
    await request(t.server).get('/api/respond/question').query({ token }).expect(200);
    clock.set(new Date(sentAt + 90 * DAY + MINUTE));
    // The page of a known link names whose email to reply to; an unknown token never names anyone.
    expectError(
      await request(t.server).get('/api/respond/question').query({ token }),
      410,
      'LINK_EXPIRED',
      "This link no longer works. Just reply to Ann's email with your story.",
    );
    expectError(
      await request(t.server)
        .get('/api/respond/question')
        .query({ token: 'b'.repeat(32) }),
      404,
      'INVALID_LINK',
    );
    expectError(await text('Too late?'), 410, 'LINK_EXPIRED', EXPIRED);
    expectError(await voice(), 410, 'LINK_EXPIRED', EXPIRED);
  });
});
