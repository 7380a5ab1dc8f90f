import { DispatchDeliveries } from '@storyvault/api/modules/delivery/delivery.public';
import { IngestInboundMessage } from '@storyvault/api/modules/inbound/inbound.public';
import { ObjectStore } from '@storyvault/api/shared/storage/object-store';
import { ManualClock } from '@storyvault/api/shared/time/clock';
import { StoryPhotoView, StoryView } from '@storyvault/contracts';
import { startTestApp, TestApp } from '@storyvault/api-testing';
import {
  buildEmail,
  jpegImage,
  linksIn,
  setUpVault,
  signedInOwner,
  SmtpTestServer,
  startSmtpTestServer,
} from '@storyvault/testing';
import http from 'node:http';
import { AddressInfo } from 'node:net';
import sharp from 'sharp';
import request from 'supertest';
import { DataSource } from 'typeorm';

/**
 * Photos the family adds to a story: the owner and contributors add JPEG, PNG, WebP or GIF photos
 * (at most 20 MB, streamed), which Read Story shows at once; a viewer cannot; the adder or the
 * owner removes one again; the photos that came with the senior's answer always stay.
 */

const DAY = 24 * 60 * 60 * 1000;
const PASSWORD = 'Str0ng!pass';
const PUBLIC_URL = 'http://stories.example.com';
const MB = 1024 * 1024;
const SAME_ORIGIN = { Origin: PUBLIC_URL };

type Agent = ReturnType<typeof request.agent>;

describe('photos added by family', () => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  const clock = new ManualClock(new Date('2026-05-04T08:00:00Z'));
  let owner: Agent;
  let contributor: Agent;
  let cousin: Agent;
  let viewer: Agent;
  let stranger: Agent;
  let contributorEmail: string;
  let vaultId: string;
  let storyId: string;
  let seniorsPhoto: string;

  const photosPath = (rest = '') => `/api/vaults/${vaultId}/stories/${storyId}/photos${rest}`;
  const add = (agent: Agent, bytes: Buffer, filename = 'dad.jpg', contentType = 'image/jpeg') =>
    agent.post(photosPath()).set(SAME_ORIGIN).attach('photo', bytes, { filename, contentType });
  const photosOf = async (agent: Agent): Promise<StoryPhotoView[]> => {
    const stories: StoryView[] = (await agent.get(`/api/vaults/${vaultId}/stories`).expect(200)).body;
    return stories.find((s) => s.id === storyId)!.photos;
  };
  const storedKeys = async (): Promise<string[]> => {
    const keys: string[] = [];
    for await (const { key } of t.app.get(ObjectStore).list(`stories/${storyId}/`)) keys.push(key);
    return keys;
  };

  async function member(name: string, role: 'contributor' | 'viewer'): Promise<{ agent: Agent; email: string }> {
    const person = await signedInOwner(t.server, { name });
    await t.app
      .get(DataSource)
      .query(`INSERT INTO vault_members (vault_id, user_id, role) SELECT $1, id, $2 FROM users WHERE email = $3`, [
        vaultId,
        role,
        person.email,
      ]);
    return person;
  }

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    t = await startTestApp({ clock, env: { SMTP_URL: smtp.url, PUBLIC_URL }, listen: true });
    owner = (await signedInOwner(t.server, { name: 'Ann Smith' })).agent;
    vaultId = (await setUpVault(owner, { seniorName: 'Rose Smith', seniorEmail: 'rose@example.com' })).id;
    stranger = (await signedInOwner(t.server, { name: 'Sid Stranger' })).agent;
    const emma = await member('Emma', 'contributor');
    contributor = emma.agent;
    contributorEmail = emma.email;
    cousin = (await member('Carl', 'contributor')).agent;
    viewer = (await member('Victor', 'viewer')).agent;

    // Rose answers by email with a photo of her own.
    // The first question goes three days after setup at 9:00 in the senior's morning (UTC here).
    clock.advance(3 * DAY + 60 * 60 * 1000);
    await t.app.get(DispatchDeliveries).execute();
    const question = await smtp.waitFor((m) => JSON.stringify(m.to).includes('rose@'));
    expect(linksIn(question.text).length).toBeGreaterThan(0);
    const ingested = await t.app.get(IngestInboundMessage).execute(
      await buildEmail({
        from: 'Rose <rose@example.com>',
        to: question.replyTo!.value[0].address!,
        inReplyTo: question.messageId,
        text: 'Here we are at the lake in 1962.',
        attachments: [{ filename: 'lake.jpg', contentType: 'image/jpeg', content: jpegImage(640, 480, 30_000) }],
      }),
      { source: 'cli' },
    );
    expect(ingested.outcome).toBe('story');
    const stories: StoryView[] = (await owner.get(`/api/vaults/${vaultId}/stories`).expect(200)).body;
    storyId = stories[0].id;
    seniorsPhoto = stories[0].photos[0].id!;
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('lets the owner and a contributor add a photo, shown in the story at once and served to every member', async () => {
    const emmas = jpegImage(320, 240, 12_000);
    const byEmma = await add(contributor, emmas).expect(201);
    expect(byEmma.body).toEqual({
      id: expect.any(String),
      url: `/api/stories/${storyId}/photos/${byEmma.body.id}`,
      thumbnailUrl: `/api/stories/${storyId}/photos/${byEmma.body.id}?size=thumb`,
      filename: 'dad.jpg',
      addedBy: { name: 'Emma' },
      canRemove: true,
    });
    const byAnn = await add(owner, jpegImage(64, 48, 2_000), 'garden.jpg').expect(201);
    expect(byAnn.body.addedBy).toEqual({ name: 'Ann Smith' });

    const seenByViewer = await photosOf(viewer);
    expect(seenByViewer.map((p) => [p.filename, p.addedBy?.name ?? null, p.canRemove])).toEqual([
      ['lake.jpg', null, false],
      ['dad.jpg', 'Emma', false],
      ['garden.jpg', 'Ann Smith', false],
    ]);
    expect((await photosOf(contributor)).map((p) => p.canRemove)).toEqual([false, true, false]);
    expect((await photosOf(owner)).map((p) => p.canRemove)).toEqual([false, true, true]);
    const served = await viewer.get(byEmma.body.url).buffer(true).expect(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(Buffer.compare(served.body as Buffer, emmas)).toBe(0);
  });

  it("serves the small copy (at most 320 px) to a story's card, the screen's copy to its reader", async () => {
    const big = await sharp({
      create: { width: 2000, height: 1500, channels: 3, background: { r: 30, g: 90, b: 160 } },
    })
      .jpeg()
      .toBuffer();
    const added = await add(owner, big, 'harbour.jpg').expect(201);
    const size = async (url: string) => {
      const served = await viewer.get(url).buffer(true).expect(200);
      expect(served.headers['content-type']).toBe('image/jpeg');
      const meta = await sharp(served.body as Buffer).metadata();
      return [meta.width, meta.height, (served.body as Buffer).length];
    };
    const [thumbWidth, thumbHeight, thumbBytes] = await size(added.body.thumbnailUrl);
    const [webWidth, webHeight, webBytes] = await size(added.body.url);
    expect([thumbWidth, thumbHeight, webWidth, webHeight]).toEqual([320, 240, 1600, 1200]);
    expect(thumbBytes).toBeLessThan(webBytes);
    const wrong = await viewer.get(`${added.body.url}?size=huge`).expect(400);
    expect(wrong.body).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.stringContaining('web or thumb') });
    await owner
      .delete(`/api/vaults/${vaultId}/stories/${storyId}/photos/${added.body.id}`)
      .set(SAME_ORIGIN)
      .expect(204);
    await viewer.get(added.body.thumbnailUrl).expect(404);
  });

  it('refuses a viewer (403), a stranger (404), a signed-out caller (401) and a deleted or unknown story (404)', async () => {
    const photo = jpegImage(64, 48, 2_000);
    const viewers = await add(viewer, photo).expect(403);
    expect(viewers.body.code).toBe('VAULT_FORBIDDEN');
    expect((await add(stranger, photo).expect(404)).body.code).toBe('VAULT_NOT_FOUND');
    expect((await add(request.agent(t.server), photo).expect(401)).body.code).toBe('NOT_SIGNED_IN');
    const unknown = await owner
      .post(`/api/vaults/${vaultId}/stories/00000000-0000-4000-8000-000000000000/photos`)
      .set(SAME_ORIGIN)
      .attach('photo', photo, { filename: 'x.jpg', contentType: 'image/jpeg' })
      .expect(404);
    expect(unknown.body.code).toBe('STORY_NOT_FOUND');
  });

  it('tells a photo by its bytes: an SVG or a text called .jpg is refused with a plain message, and nothing kept', async () => {
    const before = await storedKeys();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const refusedSvg = await add(owner, svg, 'drawing.svg', 'image/svg+xml').expect(415);
    expect(refusedSvg.body).toMatchObject({
      code: 'PHOTO_UNSUPPORTED',
      message: 'Only JPEG, PNG, WebP or GIF photos can be added to a story.',
    });
    await add(owner, Buffer.from('just some words, not a picture at all'), 'fake.jpg').expect(415);
    const empty = await owner.post(photosPath()).set(SAME_ORIGIN).field('note', 'hello').expect(400);
    expect(empty.body.code).toBe('UPLOAD_UNREADABLE');
    expect(await storedKeys()).toEqual(before);
  });

  it('refuses a photo over 20 MB with 413 as it streams (no length given), keeping nothing', async () => {
    const before = await storedKeys();
    const login = await request(t.server)
      .post('/api/login')
      .send({ email: contributorEmail, password: PASSWORD })
      .expect(200);
    const cookie = ([] as string[]).concat(login.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]);
    const { port } = t.server.address() as AddressInfo;
    const boundary = 'storyvault-photo';
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: photosPath(),
          headers: {
            'Content-Type': `multipart/form-data; boundary=${boundary}`,
            'Transfer-Encoding': 'chunked',
            Cookie: cookie.join('; '),
            ...SAME_ORIGIN,
          },
        },
        (res) => {
          let body = '';
          res.on('data', (chunk) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        },
      );
      req.on('error', reject);
      req.write(
        `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="huge.jpg"\r\n` +
          `Content-Type: image/jpeg\r\n\r\n`,
      );
      req.write(jpegImage(64, 48, 2_000));
      // 21 MB, 64 kB at a time, stopping once the server has answered.
      const chunk = Buffer.alloc(64 * 1024, 0x01);
      let left = 21 * MB;
      const more = () => {
        while (left > 0 && !req.destroyed) {
          left -= chunk.length;
          if (!req.write(chunk)) return void req.once('drain', more);
        }
        if (!req.destroyed) req.end(`\r\n--${boundary}--\r\n`);
      };
      more();
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({
      code: 'PHOTO_TOO_LARGE',
      message: 'This photo is larger than 20 MB. Please choose a smaller one.',
    });
    expect(await storedKeys()).toEqual(before);
  });

  it('lets the adder or the owner remove an added photo, not another contributor or a viewer; the senior’s photo stays', async () => {
    const first = (await add(contributor, jpegImage(64, 48, 2_000), 'one.jpg').expect(201)).body;
    const second = (await add(contributor, jpegImage(64, 48, 2_000), 'two.jpg').expect(201)).body;
    const keys = await storedKeys();
    const cousins = await cousin
      .delete(photosPath(`/${first.id}`))
      .set(SAME_ORIGIN)
      .expect(403);
    expect(cousins.body.message).toBe(
      'Only the person who added this photo, or the owner of the collection, can remove it.',
    );
    await viewer
      .delete(photosPath(`/${first.id}`))
      .set(SAME_ORIGIN)
      .expect(403);
    await stranger
      .delete(photosPath(`/${first.id}`))
      .set(SAME_ORIGIN)
      .expect(404);
    await contributor
      .delete(photosPath(`/${first.id}`))
      .set(SAME_ORIGIN)
      .expect(204);
    await owner
      .delete(photosPath(`/${second.id}`))
      .set(SAME_ORIGIN)
      .expect(204);
    const left = (await photosOf(owner)).map((p) => p.filename);
    expect(left).not.toContain('one.jpg');
    expect(left).not.toContain('two.jpg');
    expect(await storedKeys()).toHaveLength(keys.length - 2);
    await owner.get(first.url).expect(404);

    const seniors = await owner
      .delete(photosPath(`/${seniorsPhoto}`))
      .set(SAME_ORIGIN)
      .expect(409);
    expect(seniors.body).toMatchObject({
      code: 'PHOTO_NOT_REMOVABLE',
      message: 'This photo came with the story itself, so it stays with it and cannot be removed.',
    });
    expect((await photosOf(owner))[0].filename).toBe('lake.jpg');
    await owner
      .delete(photosPath(`/${first.id}`))
      .set(SAME_ORIGIN)
      .expect(404);
  });
});
