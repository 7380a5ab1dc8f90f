import { DispatchDeliveries, ResendLatestQuestion } from '@storyvault/api/modules/delivery/delivery.public';
import { IngestInboundMessage } from '@storyvault/api/modules/inbound/inbound.public';
import { ObjectStore } from '@storyvault/api/shared/storage/object-store';
import { ManualClock } from '@storyvault/api/shared/time/clock';
import { PHOTO_QUESTION_LIMITS, StoryView, VaultQuestionView } from '@storyvault/contracts';
import { startTestApp, TestApp } from '@storyvault/api-testing';
import {
  buildEmail,
  linksIn,
  setUpVault,
  signedInOwner,
  SmtpTestServer,
  startSmtpTestServer,
} from '@storyvault/testing';
import { ParsedMail } from 'mailparser';
import sharp from 'sharp';
import request from 'supertest';
import { DataSource } from 'typeorm';

/**
 * Photo questions: the owner (or a contributor) adds a question with a photo; its email shows
 * the photo inline, resized and without any metadata; the answer pages load it with the link's
 * token alone; the story answering it keeps it. The original is kept untouched.
 */

const DAY = 24 * 60 * 60 * 1000;
const PUBLIC_URL = 'http://stories.example.com';
const SAME_ORIGIN = { Origin: PUBLIC_URL };
const MB = 1024 * 1024;

type Agent = ReturnType<typeof request.agent>;

/** A phone's photo: 3000 × 2000 stored sideways (orientation 6), with the camera and a location in its EXIF. */
function phonePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#5a7d9a' } })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 12' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 31/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '13/1 24/1 0/1' },
    })
    .jpeg()
    .toBuffer();
}

const gpsPointer = (bytes: Buffer) =>
  bytes.includes(Buffer.from([0x25, 0x88])) || bytes.includes(Buffer.from([0x88, 0x25]));

async function noMetadata(image: Buffer): Promise<void> {
  const meta = await sharp(image).metadata();
  expect(meta.exif).toBeUndefined();
  expect(meta.xmp).toBeUndefined();
  expect(meta.orientation).toBeUndefined();
  expect(image.includes(Buffer.from('Exif\0'))).toBe(false);
  expect(image.includes(Buffer.from('PhoneMaker'))).toBe(false);
}

/** Where the HTML shows an inline image (mailparser turns its cid: into a data: address), or -1. */
function shownAt(mail: ParsedMail, image: Buffer): number {
  return (mail.html as string).indexOf(`src="data:image/jpeg;base64,${image.toString('base64')}"`);
}

describe('photo questions', () => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  const clock = new ManualClock(new Date('2026-05-04T08:00:00Z'));
  let owner: Agent;
  let contributor: Agent;
  let viewer: Agent;
  let stranger: Agent;
  let vaultId: string;
  let strangersVault: string;
  let original: Buffer;
  let added: VaultQuestionView;
  let email: ParsedMail;
  let token: string;

  const addPhotoQuestion = (agent: Agent, bytes: Buffer, text?: string, filename = 'lake.jpg') => {
    const req = agent.post(`/api/vaults/${vaultId}/questions/photo`).set(SAME_ORIGIN);
    if (text !== undefined) req.field('text', text);
    return req.attach('photo', bytes, { filename, contentType: 'image/jpeg' });
  };
  const tokenOf = (mail: ParsedMail) =>
    new URL(linksIn(mail.text).find((l) => l.includes('/respond/write?token='))!).searchParams.get('token')!;

  async function member(name: string, role: 'contributor' | 'viewer'): Promise<Agent> {
    const person = await signedInOwner(t.server, { name });
    await t.app
      .get(DataSource)
      .query(`INSERT INTO vault_members (vault_id, user_id, role) SELECT $1, id, $2 FROM users WHERE email = $3`, [
        vaultId,
        role,
        person.email,
      ]);
    return person.agent;
  }

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    t = await startTestApp({ clock, env: { SMTP_URL: smtp.url, PUBLIC_URL }, listen: true });
    owner = (await signedInOwner(t.server, { name: 'Ann Smith' })).agent;
    vaultId = (await setUpVault(owner, { seniorName: 'Rose Smith', seniorEmail: 'rose@example.com' })).id;
    stranger = (await signedInOwner(t.server, { name: 'Sid Stranger' })).agent;
    strangersVault = (await setUpVault(stranger, { seniorName: 'Lou Stranger', seniorEmail: 'lou@example.com' })).id;
    contributor = await member('Emma', 'contributor');
    viewer = await member('Victor', 'viewer');
    original = await phonePhoto();
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('adds the question with its photo to the end of the queue, with a thumbnail, and keeps the original untouched', async () => {
    const res = await addPhotoQuestion(owner, original, 'Who is this with you at the lake?').expect(201);
    added = res.body;
    expect(added).toEqual({
      id: expect.any(String),
      questionId: expect.any(String),
      order: expect.any(Number),
      isCustom: true,
      question: { text: 'Who is this with you at the lake?', category: 'custom' },
      photoUrl: `/api/vaults/${vaultId}/questions/${added.questionId}/photo/web`,
      thumbnailUrl: `/api/vaults/${vaultId}/questions/${added.questionId}/photo/thumb`,
    });
    const queue: VaultQuestionView[] = (await owner.get(`/api/vaults/${vaultId}/questions`).expect(200)).body;
    expect(queue[queue.length - 1]).toEqual(added);
    expect(queue.slice(0, -1).every((q) => q.photoUrl === undefined && q.thumbnailUrl === undefined)).toBe(true);

    const thumb = await viewer.get(added.thumbnailUrl!).buffer(true).expect(200);
    expect(thumb.headers['content-type']).toBe('image/jpeg');
    const thumbMeta = await sharp(thumb.body as Buffer).metadata();
    expect([thumbMeta.width, thumbMeta.height]).toEqual([213, 320]); // upright: portrait
    await noMetadata(thumb.body as Buffer);
    await stranger.get(added.thumbnailUrl!).expect(404);
    await request(t.server).get(added.thumbnailUrl!).expect(401);
    await owner.get(added.photoUrl!.replace('/web', '/original')).expect(404);

    const kept: Buffer[] = [];
    const store = t.app.get(ObjectStore);
    for await (const { key } of store.list(`question-photos/${vaultId}/`)) {
      if (key.endsWith('/original')) {
        for await (const chunk of (await store.get(key))!.body) kept.push(chunk as Buffer);
      }
    }
    expect(Buffer.compare(Buffer.concat(kept), original)).toBe(0);
  });

  it('uses "Tell us about this photo" without a text; a contributor may add one, a viewer may not', async () => {
    const small = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#aa8844' } })
      .png()
      .toBuffer();
    const byEmma = await addPhotoQuestion(contributor, small, undefined, 'garden.png').expect(201);
    expect(byEmma.body.question.text).toBe(PHOTO_QUESTION_LIMITS.defaultText);
    expect((await addPhotoQuestion(owner, small, '   ').expect(201)).body.question.text).toBe(
      PHOTO_QUESTION_LIMITS.defaultText,
    );
    expect((await addPhotoQuestion(viewer, small).expect(403)).body.code).toBe('VAULT_FORBIDDEN');
    expect((await addPhotoQuestion(stranger, small).expect(404)).body.code).toBe('VAULT_NOT_FOUND');
  });

  it("holds a contributor's photo question for the owner: out of the queue until added, gone when dismissed", async () => {
    const small = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#558844' } })
      .png()
      .toBuffer();
    const base = `/api/vaults/${vaultId}/questions`;
    const queued = async (): Promise<string[]> =>
      ((await owner.get(base).expect(200)).body as VaultQuestionView[]).map((q) => q.questionId);
    const waitingIds = async (): Promise<string[]> =>
      ((await owner.get(`${base}/photo/waiting`).expect(200)).body as Array<{ questionId: string }>).map(
        (w) => w.questionId,
      );

    const garden = (await addPhotoQuestion(contributor, small, 'Who planted this garden?', 'garden.png').expect(201))
      .body;
    expect(garden).toMatchObject({
      waiting: true,
      question: { text: 'Who planted this garden?' },
      addedBy: { name: 'Emma' },
      thumbnailUrl: `${base}/${garden.questionId}/photo/thumb`,
    });
    const dog = (await addPhotoQuestion(contributor, small, 'Whose dog is this?', 'dog.png').expect(201)).body;
    expect(await queued()).not.toContain(garden.questionId);
    expect(await queued()).not.toContain(dog.questionId);
    expect(await waitingIds()).toEqual(expect.arrayContaining([garden.questionId, dog.questionId]));
    await contributor.get(`${base}/photo/waiting`).set(SAME_ORIGIN).expect(403);
    await owner.get(garden.thumbnailUrl).expect(200);

    await contributor.post(`${base}/photo/${garden.questionId}/approve`).set(SAME_ORIGIN).expect(403);
    const approved: VaultQuestionView = (
      await owner.post(`${base}/photo/${garden.questionId}/approve`).set(SAME_ORIGIN).expect(201)
    ).body;
    expect(approved).toMatchObject({
      questionId: garden.questionId,
      question: { text: 'Who planted this garden?' },
      thumbnailUrl: garden.thumbnailUrl,
    });
    expect((await queued()).at(-1)).toBe(garden.questionId);
    await owner.post(`${base}/photo/${garden.questionId}/approve`).set(SAME_ORIGIN).expect(404);

    await contributor.delete(`${base}/photo/${dog.questionId}`).set(SAME_ORIGIN).expect(403);
    await owner.delete(`${base}/photo/${dog.questionId}`).set(SAME_ORIGIN).expect(204);
    expect(await waitingIds()).not.toContain(dog.questionId);
    expect(await waitingIds()).not.toContain(garden.questionId);
    expect(await queued()).not.toContain(dog.questionId);
    await owner.get(dog.thumbnailUrl).expect(404);
  });

  it('refuses another kind of file, an iPhone HEIC it cannot read, a damaged photo and one over 20 MB, keeping nothing', async () => {
    const before: string[] = [];
    const store = t.app.get(ObjectStore);
    const keys = async () => {
      const found: string[] = [];
      for await (const { key } of store.list(`question-photos/${vaultId}/`)) found.push(key);
      return found;
    };
    before.push(...(await keys()));

    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    const refusedGif = await addPhotoQuestion(owner, gif, undefined, 'x.gif').expect(415);
    expect(refusedGif.body).toMatchObject({
      code: 'PHOTO_UNSUPPORTED',
      message: expect.stringMatching(/JPEG, PNG or WebP/),
    });
    const text = await addPhotoQuestion(owner, Buffer.from('just some words, not a photo at all')).expect(415);
    expect(text.body.code).toBe('PHOTO_UNSUPPORTED');

    const heic = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic'), Buffer.alloc(4000, 1)]);
    const refusedHeic = await addPhotoQuestion(owner, heic, undefined, 'IMG_0001.HEIC').expect(415);
    expect(refusedHeic.body.message).toMatch(/HEIC.*send it as a JPEG/);

    const damaged = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(20_000, 7)]);
    const refusedDamaged = await addPhotoQuestion(owner, damaged).expect(415);
    expect(refusedDamaged.body.message).toMatch(/could not be opened/);

    const huge = Buffer.concat([original, Buffer.alloc(20 * MB, 1)]);
    const tooLarge = await addPhotoQuestion(owner, huge).ok(() => true);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body).toMatchObject({ code: 'PHOTO_TOO_LARGE', message: expect.stringMatching(/20 MB/) });

    const missing = await owner
      .post(`/api/vaults/${vaultId}/questions/photo`)
      .set(SAME_ORIGIN)
      .field('text', 'Hi')
      .expect(400);
    expect(missing.body.message).toBe('Please choose a photo for the question.');
    expect(await keys()).toEqual(before);
  });

  it('emails the photo large and inline above the question, resized and without EXIF or location', async () => {
    // The photo question goes first.
    const queue: VaultQuestionView[] = (await owner.get(`/api/vaults/${vaultId}/questions`).expect(200)).body;
    const reordered = [added, ...queue.filter((q) => q.id !== added.id)];
    await owner
      .put(`/api/vaults/${vaultId}/questions/reorder`)
      .set(SAME_ORIGIN)
      .send({ questionOrders: reordered.map((q, i) => ({ questionId: q.questionId, order: i + 1 })) })
      .expect(200);
    clock.advance(3 * DAY + 60 * 60 * 1000); // the first question: 3 days after setup, at 9:00 in the senior's morning
    await t.app.get(DispatchDeliveries).execute();
    email = await smtp.waitFor((m) => JSON.stringify(m.to).includes('rose@'));

    const inline = email.attachments.filter((a) => a.contentId);
    expect(inline).toHaveLength(1);
    const [photo] = inline;
    expect(photo.contentType).toBe('image/jpeg');
    expect(photo.contentDisposition).toBe('inline');
    expect(photo.related).toBe(true);
    // mailparser puts the attachment's bytes where the HTML says cid:… (and only there).
    const shown = shownAt(email, photo.content);
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThan((email.html as string).indexOf('Who is this with you at the lake?'));
    expect(email.html).toMatch(/<img [^>]*alt="The photo this question is about"/);
    expect(email.text).toMatch(/This question comes with a photo/);

    const meta = await sharp(photo.content).metadata();
    expect([meta.width, meta.height]).toEqual([1200, 1800]);
    await noMetadata(photo.content);
    expect(gpsPointer(original)).toBe(true);

    // The stranger's vault got an ordinary question, with no photo.
    const lous = await smtp.waitFor((m) => JSON.stringify(m.to).includes('lou@'));
    expect(lous.attachments).toHaveLength(0);
    expect((lous.html as string).includes('<img')).toBe(false);
  });

  it('sends the photo with a resend of the question too', async () => {
    const before = smtp.messages.length;
    await t.app.get(ResendLatestQuestion).execute(vaultId);
    const resent = await smtp.waitFor(
      (m) => smtp.messages.indexOf(m) >= before && JSON.stringify(m.to).includes('rose@'),
    );
    const [photo] = resent.attachments.filter((a) => a.contentId);
    expect(shownAt(resent, photo.content)).toBeGreaterThan(0);
    await noMetadata(photo.content);
  });

  it('gives the answer pages the photo, loaded with the link token alone and refused with another token', async () => {
    token = tokenOf(email);
    const view = await request(t.server).get(`/api/respond/question?token=${token}`).expect(200);
    expect(view.body.photoUrl).toBe(`/api/respond/photo?token=${token}`);
    const photo = await request(t.server).get(view.body.photoUrl).buffer(true).expect(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect(photo.headers['cache-control']).toBe('private, no-store');
    const meta = await sharp(photo.body as Buffer).metadata();
    expect([meta.width, meta.height]).toEqual([1067, 1600]);
    await noMetadata(photo.body as Buffer);

    const lousToken = tokenOf(await smtp.waitFor((m) => JSON.stringify(m.to).includes('lou@')));
    const lous = await request(t.server).get(`/api/respond/question?token=${lousToken}`).expect(200);
    expect(lous.body.photoUrl).toBeUndefined();
    expect((await request(t.server).get(`/api/respond/photo?token=${lousToken}`).expect(404)).body.code).toBe(
      'PHOTO_NOT_FOUND',
    );
    expect(
      (
        await request(t.server)
          .get(`/api/respond/photo?token=${'a'.repeat(32)}`)
          .expect(404)
      ).body.code,
    ).toBe('INVALID_LINK');
    await request(t.server).get('/api/respond/photo').expect(404);
  });

  it('keeps the photo with the story that answers the question', async () => {
    await request(t.server)
      .post('/api/respond/text')
      .send({ token, text: 'That is my sister Lou and me at the lake in 1962.' })
      .expect(201);
    const stories: StoryView[] = (await viewer.get(`/api/vaults/${vaultId}/stories`).expect(200)).body;
    const story = stories.find((s) => s.question.text === 'Who is this with you at the lake?')!;
    expect(story.photoUrl).toBe(added.photoUrl);
    const paged: StoryView[] = (await owner.get(`/api/vaults/${vaultId}/stories?limit=5`).expect(200)).body;
    expect(paged.find((s) => s.id === story.id)!.photoUrl).toBe(added.photoUrl);
    await noMetadata((await viewer.get(story.photoUrl!).buffer(true).expect(200)).body as Buffer);
    await stranger.get(story.photoUrl!).expect(404);
    await stranger.get(`/api/vaults/${strangersVault}/questions/${added.questionId}/photo/web`).expect(404);
    const strangers: StoryView[] = (await stranger.get(`/api/vaults/${strangersVault}/stories`).expect(200)).body;
    expect(strangers.every((s) => !s.photoUrl)).toBe(true);
  });

  it('shows the photos the family adds and those a reply brings as copies without their location, keeping the originals', async () => {
    const store = t.app.get(ObjectStore);
    const readAll = async (key: string) => {
      const chunks: Buffer[] = [];
      for await (const chunk of (await store.get(key))!.body) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    };
    const stories: StoryView[] = (await owner.get(`/api/vaults/${vaultId}/stories`).expect(200)).body;
    const story = stories.find((s) => s.photoUrl)!;
    const added = await contributor
      .post(`/api/vaults/${vaultId}/stories/${story.id}/photos`)
      .set(SAME_ORIGIN)
      .attach('photo', original, { filename: 'picnic.jpg', contentType: 'image/jpeg' })
      .expect(201);
    const shown = await viewer.get(added.body.url).buffer(true).expect(200);
    expect(shown.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(shown.body as Buffer).metadata();
    expect([meta.width, meta.height]).toEqual([1067, 1600]);
    await noMetadata(shown.body as Buffer);
    const again = await owner.get(added.body.url).buffer(true).expect(200);
    expect(Buffer.compare(again.body as Buffer, shown.body as Buffer)).toBe(0);
    const keys: string[] = [];
    for await (const { key } of store.list(`stories/${story.id}/`)) keys.push(key);
    const kept = keys.find((k) => k.includes('/added-'))!;
    expect(Buffer.compare(await readAll(kept), original)).toBe(0);

    // Lou answers her question by email with a photo from her phone.
    const lous = await smtp.waitFor((m) => JSON.stringify(m.to).includes('lou@'));
    const ingested = await t.app.get(IngestInboundMessage).execute(
      await buildEmail({
        from: 'Lou <lou@example.com>',
        to: lous.replyTo!.value[0].address!,
        inReplyTo: lous.messageId,
        text: 'This is our house by the river.',
        attachments: [{ filename: 'house.jpg', contentType: 'image/jpeg', content: original }],
      }),
      { source: 'cli' },
    );
    expect(ingested.outcome).toBe('story');
    const [lousStory]: StoryView[] = (await stranger.get(`/api/vaults/${strangersVault}/stories`).expect(200)).body;
    const emailed = await stranger.get(lousStory.photos[0].url).buffer(true).expect(200);
    await noMetadata(emailed.body as Buffer);
    expect((await sharp(emailed.body as Buffer).metadata()).height).toBe(1600);
  });
});
