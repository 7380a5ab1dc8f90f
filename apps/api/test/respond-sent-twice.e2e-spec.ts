import { ManualClock } from '@storyvault/api/shared/time/clock';
import { firstAnswerToken, startTestApp, TestApp } from '@storyvault/api-testing';
import {
  filesUnder,
  pcmWav,
  setUpVault,
  signedInOwner,
  SmtpTestServer,
  startSmtpTestServer,
} from '@storyvault/testing';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import request from 'supertest';
import { DataSource } from 'typeorm';

const DAY = 24 * 60 * 60 * 1000;

/**
 * A story the answer page sends twice, because the answer to the first send never reached the
 * senior's phone (the connection dropped after the server had it): with the page's id for it
 * (`sendId`) it is kept once, both sends are answered 201, and the second counts for nothing
 * against the link's limits. Real PostgreSQL, real SMTP for the link.
 */
describe('a story sent twice from the answer page is kept once', () => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  const clock = new ManualClock(new Date('2026-03-02T09:00:00Z'));
  let owner: Awaited<ReturnType<typeof signedInOwner>>['agent'];
  let vaultId: string;
  let token: string;
  const recording = pcmWav(1);

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    t = await startTestApp({ clock, env: { SMTP_URL: smtp.url, PUBLIC_URL: 'http://stories.example.com' } });
    ({ agent: owner } = await signedInOwner(t.server, { name: 'Ann Smith' }));
    vaultId = (await setUpVault(owner, { seniorName: 'Rose Smith', seniorEmail: 'rose@example.com' })).id;
    token = await firstAnswerToken(t, smtp, clock);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const stories = async (): Promise<Array<{ id: string; fullText: string; responseType: string }>> =>
    (await owner.get(`/api/vaults/${vaultId}/stories`).expect(200)).body;
  const text = (body: object) =>
    request(t.server)
      .post('/api/respond/text')
      .send({ token, ...body });
  const voice = () => request(t.server).post('/api/respond/voice');
  const answersCounted = async () =>
    Number((await t.app.get(DataSource).query(`SELECT count(*) AS n FROM link_answers`))[0].n);
  const media = () => filesUnder(join(t.config.dataDir, 'media'));

  it('a written story sent again with its send id is answered 201 and kept once; another id is another story', async () => {
    const sendId = randomUUID();
    await text({ text: 'The summer we moved to the coast.', sendId }).expect(201, { ok: true });
    const counted = await answersCounted();
    // Sent again, even with other words (the page keeps what it first sent): the story kept first stands.
    await text({ text: 'The summer we moved to the coast.', sendId }).expect(201, { ok: true });
    await text({ text: 'Something else.', sendId: sendId.toUpperCase() }).expect(201, { ok: true });
    expect((await stories()).map((s) => s.fullText)).toEqual(['The summer we moved to the coast.']);
    expect(await answersCounted()).toBe(counted);

    await text({ text: 'And the winter after.', sendId: randomUUID() }).expect(201);
    await text({ text: 'Without an id, every send is a story.' }).expect(201);
    await text({ text: 'Without an id, every send is a story.' }).expect(201);
    expect((await stories()).map((s) => s.fullText)).toEqual([
      'Without an id, every send is a story.',
      'Without an id, every send is a story.',
      'And the winter after.',
      'The summer we moved to the coast.',
    ]);
  });

  it('the same written story sent twice at once is kept once, and counted once', async () => {
    const before = (await stories()).length;
    const counted = await answersCounted();
    const sendId = randomUUID();
    const sends = await Promise.all(Array.from({ length: 3 }, () => text({ text: 'Both at once.', sendId })));
    expect(sends.map((res) => res.status)).toEqual([201, 201, 201]);
    expect((await stories()).filter((s) => s.fullText === 'Both at once.')).toHaveLength(1);
    expect((await stories()).length).toBe(before + 1);
    expect(await answersCounted()).toBe(counted + 1);
  });

  it('a recording sent again with its send id (before the token) is read, not kept, and does not count', async () => {
    clock.advance(DAY);
    const sendId = randomUUID();
    const send = () =>
      voice()
        .field('sendId', sendId)
        .field('token', token)
        .field('audioSize', String(recording.length))
        .attach('audio', recording, { filename: 'recording.wav', contentType: 'audio/wav' });
    await send().expect(201, { ok: true });
    const files = media();
    const counted = await answersCounted();
    // Three recordings an hour are allowed: sends of the same recording are not more of them.
    for (let i = 0; i < 4; i++) await send().expect(201, { ok: true });
    expect(media()).toEqual(files);
    expect(await answersCounted()).toBe(counted);
    expect((await stories()).filter((s) => s.responseType === 'voice')).toHaveLength(1);
    for (let i = 0; i < 2; i++)
      await voice()
        .field('sendId', randomUUID())
        .field('token', token)
        .attach('audio', recording, { filename: 'recording.wav', contentType: 'audio/wav' })
        .expect(201);
    expect((await stories()).filter((s) => s.responseType === 'voice')).toHaveLength(3);
  });

  it('a recording sent again with its send id after the token is stored, then let go when its story is found kept', async () => {
    clock.advance(DAY);
    const sendId = randomUUID();
    const send = () =>
      voice()
        .field('token', token)
        .field('sendId', sendId)
        .attach('audio', recording, { filename: 'recording.wav', contentType: 'audio/wav' });
    await send().expect(201, { ok: true });
    const voiceStories = (await stories()).filter((s) => s.responseType === 'voice').length;
    const files = media();
    const counted = await answersCounted();
    await send().expect(201, { ok: true });
    expect(media()).toEqual(files);
    expect(await answersCounted()).toBe(counted);
    expect((await stories()).filter((s) => s.responseType === 'voice')).toHaveLength(voiceStories);
  });

  it('refuses a send id that is not a UUID with a clear 400, keeping nothing', async () => {
    const before = (await stories()).length;
    for (const sendId of ['', 'abc', 5, `${randomUUID()}x`]) {
      const res = await text({ text: 'A story', sendId });
      expect({ status: res.status, code: res.body.code }).toEqual({ status: 400, code: 'VALIDATION_FAILED' });
      expect(res.body.details ?? [res.body.message]).toContain('sendId must be a UUID.');
    }
    const files = media();
    for (const sendId of ['abc', `${randomUUID()}x`]) {
      const res = await voice()
        .field('sendId', sendId)
        .field('token', token)
        .attach('audio', recording, { filename: 'recording.wav', contentType: 'audio/wav' });
      expect({ status: res.status, code: res.body.code, message: res.body.message }).toEqual({
        status: 400,
        code: 'UPLOAD_UNREADABLE',
        message: 'The upload could not be read: sendId must be a UUID.',
      });
    }
    expect(media()).toEqual(files);
    expect((await stories()).length).toBe(before);
  });
});
