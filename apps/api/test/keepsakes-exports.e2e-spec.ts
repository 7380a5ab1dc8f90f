import { DispatchDeliveries } from '@storyvault/api/modules/delivery/delivery.public';
import { IngestInboundMessage } from '@storyvault/api/modules/inbound/inbound.public';
import { ExpireExports } from '@storyvault/api/modules/keepsakes/keepsakes.public';
import { ObjectStore } from '@storyvault/api/shared/storage/object-store';
import { ManualClock } from '@storyvault/api/shared/time/clock';
import { ExportView, StoryView } from '@storyvault/contracts';
import { startTestApp, TestApp, unzip } from '@storyvault/api-testing';
import {
  buildEmail,
  linksIn,
  pcmWav,
  setUpVault,
  signedInOwner,
  S3TestServer,
  SmtpTestServer,
  startS3Server,
  startSmtpTestServer,
  until,
} from '@storyvault/testing';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { DataSource } from 'typeorm';

/**
 * (On the S3 store, s3rver: every file this suite makes, from email attachments to the exports,
 * goes to the bucket, and nothing to DATA_DIR/media.)
 * Keepsakes over HTTP: the owner asks for everything (ZIP), the worker builds it with progress,
 * emails the owner a dashboard link, and the archive holds every story, recording, photo and
 * email byte for byte. Members may ask for the book, never the archive; bad options are plain
 * 400s; a vault makes two at once at most; files go after 7 days and can be asked for again;
 * an owner whose subscription ended still takes everything home.
 */

const DAY = 24 * 60 * 60 * 1000;
/** A letter scanned to PDF: not a photo or recording, so the story cannot hold it. */
const LETTER = Buffer.from('%PDF-1.4\n' + 'x'.repeat(3000) + '\n%%EOF\n');
const PUBLIC_URL = 'http://stories.example.com';
const SAME_ORIGIN = { Origin: PUBLIC_URL };

type Agent = ReturnType<typeof request.agent>;

/** A real photo (the book prints it): a JPEG of one colour. */
const photo = (width: number, height: number, background: { r: number; g: number; b: number }) =>
  sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer();

describe('keepsakes: export jobs and the archive of everything', () => {
  let smtp: SmtpTestServer;
  let s3: S3TestServer;
  let t: TestApp;
  let dataDir: string;
  const clock = new ManualClock(new Date('2026-05-04T08:00:00Z'));
  let owner: Agent;
  let ownerEmail: string;
  let viewer: Agent;
  let stranger: Agent;
  let vaultId: string;
  const uploaded = new Map<string, Buffer>();
  const inboundIds: string[] = [];
  /** The answer tokens of the questions replied to, which each reply quotes. */
  const answerTokens: string[] = [];
  const asked = new Set<string>();

  const exportsPath = (rest = '') => `/api/vaults/${vaultId}/exports${rest}`;
  const ask = (agent: Agent, body: object) => agent.post(exportsPath()).set(SAME_ORIGIN).send(body);
  const finished = (agent: Agent, id: string) =>
    until(`export ${id} is finished`, async () => {
      const view: ExportView = (await agent.get(exportsPath(`/${id}`)).expect(200)).body;
      return view.status === 'done' || view.status === 'failed' ? view : null;
    });

  async function reply(text: string, attachments: Array<{ filename: string; contentType: string; content: Buffer }>) {
    clock.advance(15 * DAY);
    await t.app.get(DispatchDeliveries).execute();
    const question = await smtp.waitFor((m) => JSON.stringify(m.to).includes('rose@') && !asked.has(m.messageId!));
    asked.add(question.messageId!);
    const replyTo = question.replyTo!.value[0].address!;
    answerTokens.push(/\?token=([a-z2-7]+)/.exec(question.text!)![1]);
    const result = await t.app.get(IngestInboundMessage).execute(
      await buildEmail({
        from: 'Rose <rose@example.com>',
        to: replyTo,
        inReplyTo: question.messageId,
        // Quoting the question, its answer links and reply address with it, as mail clients do.
        text: [
          text,
          '',
          `On Mon, 4 May 2026, Ann <${replyTo}> wrote:`,
          ...question.text!.split('\n').map((l) => `> ${l}`),
        ].join('\n'),
        attachments,
      }),
      { source: 'cli' },
    );
    expect(result.outcome).toBe('story');
    inboundIds.push(result.inboundId!);
    for (const a of attachments) uploaded.set(a.filename, a.content);
    return result.storyId!;
  }

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
    s3 = await startS3Server();
    dataDir = mkdtempSync(join(tmpdir(), 'keepsakes-e2e-'));
    t = await startTestApp({
      clock,
      worker: true,
      env: {
        SMTP_URL: smtp.url,
        PUBLIC_URL,
        DATA_DIR: dataDir,
        ...s3.env,
        JOBS_POLL_SECONDS: '1',
        DELIVERY_INTERVAL_SECONDS: '3600',
      },
    });
    const signedIn = await signedInOwner(t.server, { name: 'Ann Smith' });
    owner = signedIn.agent;
    ownerEmail = signedIn.email;
    vaultId = (await setUpVault(owner, { seniorName: 'Rose Smith', seniorEmail: 'rose@example.com' })).id;
    viewer = await member('Victor', 'viewer');
    stranger = (await signedInOwner(t.server, { name: 'Sid Stranger' })).agent;

    const lakeStory = await reply('Here we are at the lake in 1962. Ζωή and Жизнь, as Grandma wrote.', [
      { filename: 'lake.jpg', contentType: 'image/jpeg', content: await photo(640, 480, { r: 40, g: 110, b: 190 }) },
      { filename: 'my voice.wav', contentType: 'audio/wav', content: pcmWav(1) },
    ]);
    // A file the story cannot hold: named beside it (stories.json), never printed in the book.
    await reply('We moved to the city when I was nine.', [
      { filename: 'letter.pdf', contentType: 'application/pdf', content: LETTER },
    ]);
    uploaded.delete('letter.pdf'); // left out: not among the media
    const gone = await reply('A story that was deleted.', []);
    await t.app.get(DataSource).query(`UPDATE stories SET deleted_at = now() WHERE id = $1`, [gone]);
    // The owner names the first story and comments on it; a photo the family added comes too.
    await owner
      .patch(`/api/vaults/${vaultId}/stories/${lakeStory}`)
      .set(SAME_ORIGIN)
      .send({ title: 'The lake', period: '1960s' })
      .expect(200);
    await owner
      .post(`/api/vaults/${vaultId}/stories/${lakeStory}/comments`)
      .set(SAME_ORIGIN)
      .send({ text: 'I remember that boat!' })
      .expect(201);
    const added = await photo(320, 240, { r: 200, g: 120, b: 40 });
    await owner
      .post(`/api/vaults/${vaultId}/stories/${lakeStory}/photos`)
      .set(SAME_ORIGIN)
      .attach('photo', added, { filename: 'boat.jpg', contentType: 'image/jpeg' })
      .expect(201);
    uploaded.set('boat.jpg', added);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
    await s3?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('builds everything: every story, recording, photo and email, byte for byte, and emails a dashboard link', async () => {
    const asked = await ask(owner, { format: 'zip' }).expect(202);
    expect(asked.body).toEqual({ id: expect.any(String), status: 'queued' });
    const view = await finished(owner, asked.body.id);
    expect(view).toMatchObject({
      id: asked.body.id,
      format: 'zip',
      status: 'done',
      progress: 100,
      downloadUrl: exportsPath(`/${asked.body.id}/file`),
    });
    expect(Date.parse(view.expiresAt!) - clock.now().getTime()).toBe(7 * DAY);

    const file = await owner.get(view.downloadUrl!).responseType('blob').expect(200);
    expect(file.headers['content-type']).toBe('application/zip');
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="rose-smith-stories-${clock.now().toISOString().slice(0, 10)}.zip"`,
    );
    expect(file.headers['cache-control']).toBe('private, no-store');
    const entries = await unzip(file.body as Buffer);
    const names = [...entries.keys()];
    expect(names).toEqual(
      expect.arrayContaining([
        'README.txt',
        'stories.json',
        'stories/001-the-lake.md',
        expect.stringMatching(/^stories\/002-.+\.md$/),
        'media/001-lake.jpg',
        'media/001-my voice.wav',
        'media/001-boat.jpg',
      ]),
    );
    expect(names.filter((n) => n.startsWith('stories/') && n.endsWith('.md'))).toHaveLength(2);
    expect(names).toEqual(expect.arrayContaining(['index.html', 'stories/001-the-lake.html']));
    // Media are the uploaded bytes, stored, not recompressed.
    for (const [filename, bytes] of uploaded) {
      const entry = entries.get(`media/001-${filename}`);
      expect(entry?.bytes.equals(bytes)).toBe(true);
      expect(entry?.compressionMethod).toBe(0);
    }
    // Each emailed reply, as it arrived.
    const raw = await t.app
      .get(DataSource)
      .query(`SELECT id, raw FROM inbound_messages WHERE id = ANY($1::uuid[])`, [inboundIds.slice(0, 2)]);
    const emails = names.filter((n) => n.startsWith('emails/')).sort();
    expect(emails).toHaveLength(2);
    for (const { raw: bytes } of raw as Array<{ raw: Buffer }>)
      expect(emails.some((n) => entries.get(n)!.bytes.equals(bytes))).toBe(true);

    const json = JSON.parse(entries.get('stories.json')!.bytes.toString('utf8'));
    expect(json).toMatchObject({
      format: 'storyvault-archive',
      version: 1,
      vault: { id: vaultId, seniorName: 'Rose Smith' },
    });
    expect(json.stories.map((s: { number: number }) => s.number)).toEqual([1, 2]);
    expect(json.stories.map((s: { leftOutFiles: unknown }) => s.leftOutFiles)).toEqual([
      [],
      [{ filename: 'letter.pdf', sizeBytes: LETTER.length }],
    ]);
    expect(json.stories[1].text).toBe('We moved to the city when I was nine.');
    const stories: StoryView[] = (await owner.get(`/api/vaults/${vaultId}/stories`).expect(200)).body;
    expect(json.stories.map((s: { id: string }) => s.id).sort()).toEqual(stories.map((s) => s.id).sort());
    expect(json.stories[0]).toMatchObject({
      title: 'The lake',
      period: '1960s',
      source: 'email',
      text: expect.stringContaining('Ζωή and Жизнь'),
      markdown: 'stories/001-the-lake.md',
      comments: [{ author: 'Ann Smith', text: 'I remember that boat!', createdAt: expect.any(String) }],
      // Every version, oldest first: the story as it arrived (by the senior), then the owner's.
      revisions: [
        {
          id: expect.any(String),
          title: null,
          period: null,
          text: expect.stringContaining('Ζωή and Жизнь'),
          tags: expect.any(Array),
          revisedBy: null,
          revisedAt: expect.any(String),
        },
        {
          id: expect.any(String),
          title: 'The lake',
          period: '1960s',
          text: expect.stringContaining('Ζωή and Жизнь'),
          revisedBy: expect.any(String),
          revisedAt: expect.any(String),
        },
      ],
    });
    expect(json.stories[0].revisions[0].id).toBe(json.stories[0].id); // the original's id is the story's
    // The .eml files keep the answer links (byte for byte, above); stories.json's rawText masks them.
    expect(answerTokens.length).toBeGreaterThanOrEqual(2);
    for (const token of answerTokens.slice(0, 2))
      expect(emails.some((n) => entries.get(n)!.bytes.toString('latin1').includes(token))).toBe(true);
    for (const story of json.stories as Array<{ rawText: string }>) {
      expect(story.rawText).toContain('[answer link removed]');
      expect(story.rawText).toMatch(/<stories\+…@[^>]+> wrote:/);
      for (const token of answerTokens) expect(story.rawText.toLowerCase()).not.toContain(token);
    }
    expect(json.stories[0].files.map((f: { path: string }) => f.path).sort()).toEqual([
      'media/001-boat.jpg',
      'media/001-lake.jpg',
      'media/001-my voice.wav',
    ]);
    const page = entries.get('stories/001-the-lake.md')!.bytes.toString('utf8');
    expect(page).toMatch(/^# The lake\n/);
    expect(page).toContain('**When it happened:** 1960s');
    expect(page).toContain('Ζωή and Жизнь');
    expect(page).toContain('- **Ann Smith** (');
    expect(entries.get('README.txt')!.bytes.toString('utf8')).toContain('"revisions"');

    const mail = await smtp.waitFor((m) => JSON.stringify(m.to).includes(ownerEmail) && /ready/.test(m.subject ?? ''));
    expect(mail.subject).toBe("Everything from Rose Smith's Story Collection is ready to download");
    const links = linksIn(mail.text);
    expect(links).toContain(`${PUBLIC_URL}/dashboard?vault=${vaultId}&export=${asked.body.id}`);
    expect(links.join(' ')).not.toMatch(/token=/);

    // Every file went to the bucket: the answer's, the family's photo and the export itself.
    const keys: string[] = [];
    for await (const object of t.app.get(ObjectStore).list('')) keys.push(object.key);
    expect(keys.filter((k) => k.startsWith('stories/')).length).toBeGreaterThanOrEqual(3);
    expect(keys.some((k) => k.startsWith(`exports/${vaultId}/${asked.body.id}/`))).toBe(true);
    expect(existsSync(join(dataDir, 'media'))).toBe(false);
  });

  it('lets a member ask for the book but not the archive; strangers and the signed-out are refused', async () => {
    const refused = await ask(viewer, { format: 'zip' }).expect(403);
    expect(refused.body.code).toBe('VAULT_FORBIDDEN');
    await ask(stranger, { format: 'pdf' }).expect(404);
    await request(t.server).post(exportsPath()).set(SAME_ORIGIN).send({ format: 'pdf' }).expect(401);
    clock.advance(60_000);
    const stories: StoryView[] = (await owner.get(`/api/vaults/${vaultId}/stories`).expect(200)).body;
    const cover = stories
      .flatMap((s) => s.photos)[0]
      .url.split('/')
      .pop();
    const book = await ask(viewer, {
      format: 'pdf',
      pageSize: 'a4',
      chapters: 'period',
      coverPhotoId: cover,
      title: 'Rose',
    }).expect(202);
    const view = await finished(viewer, book.body.id);
    expect(view).toMatchObject({ status: 'done', progress: 100, downloadUrl: exportsPath(`/${book.body.id}/file`) });
    // The member downloads the book: the stories by life period (the 1960s, then the undated),
    // the Greek and Cyrillic words intact, the cover photo and the stories' photos in it.
    const pdf = await viewer.get(view.downloadUrl!).responseType('blob').expect(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const file = join(dataDir, 'book.pdf');
    writeFileSync(file, pdf.body as Buffer);
    const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    expect(text).toContain('Ζωή and Жизнь');
    const lake = text.lastIndexOf('The lake');
    const city = text.lastIndexOf('We moved to the city');
    expect(lake).toBeGreaterThan(-1);
    expect(city).toBeGreaterThan(lake);
    expect(text).not.toContain('A story that was deleted');
    expect(text).not.toContain('letter.pdf');
    expect(text).not.toContain('The email also brought');
    const images = execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' }).trim().split('\n').slice(2);
    expect(images.length).toBeGreaterThanOrEqual(3); // the cover, the lake and the boat
    // Every member sees the list, newest first; only the owner opens the archive.
    const all: ExportView[] = (await owner.get(exportsPath()).expect(200)).body;
    expect(all.map((e) => e.format)).toEqual(['pdf', 'zip']);
    expect((await viewer.get(exportsPath()).expect(200)).body).toEqual(all);
    const archiveId = all[1].id;
    await viewer.get(exportsPath(`/${archiveId}`)).expect(403);
    await viewer.get(exportsPath(`/${archiveId}/file`)).expect(403);
    await stranger.get(exportsPath(`/${archiveId}`)).expect(404);
    await owner.get(exportsPath('/00000000-0000-4000-8000-000000000000')).expect(404);
    await owner.get(exportsPath('/not-an-id')).expect(404);
  });

  it('refuses bad options with plain 400s, and a third export at once with a 429', async () => {
    const bad: Array<[object, RegExp]> = [
      [{}, /format must be "pdf" \(the book\) or "zip" \(everything\)/],
      [{ format: 'doc' }, /format must be/],
      [{ format: 'pdf', pageSize: 'letter' }, /pageSize must be "6x9" or "a4"/],
      [{ format: 'pdf', chapters: 'years' }, /chapters must be "category" or "period"/],
      [{ format: 'pdf', coverPhotoId: 'lake.jpg' }, /coverPhotoId must be the id of a story photo/],
      [
        { format: 'pdf', coverPhotoId: '00000000-0000-4000-8000-000000000000' },
        /coverPhotoId must be the id of a photo of one of the stories/,
      ],
      [{ format: 'pdf', title: 5 }, /title must be text/],
      [{ format: 'pdf', title: 'x'.repeat(121) }, /title must be at most 120 characters/],
      [{ format: 'pdf', colour: 'red' }, /colour/],
      [{ format: 'pdf', storyIds: [] }, /Please choose at least one story for the book/],
      [{ format: 'pdf', storyIds: ['lake'] }, /storyIds must be a list of story ids/],
      [
        { format: 'pdf', storyIds: ['00000000-0000-4000-8000-000000000000'] },
        /storyIds must be stories of this collection/,
      ],
    ];
    for (const [body, message] of bad) {
      const res = await ask(owner, body).expect(400);
      expect(res.body.message).toMatch(message);
    }
    // Two exports of the vault are being made (held in the queue): a third waits for one of them.
    const db = t.app.get(DataSource);
    await db.query(
      `INSERT INTO exports (id, vault_id, requested_by, format, status)
       SELECT gen_random_uuid(), $1, owner_id, 'pdf', 'running' FROM vaults, generate_series(1, 2) WHERE id = $1`,
      [vaultId],
    );
    const busy = await ask(owner, { format: 'zip' }).expect(429);
    expect(busy.body).toMatchObject({ code: 'EXPORTS_BUSY', message: expect.stringMatching(/already has 2 exports/) });
    await db.query(`DELETE FROM exports WHERE vault_id = $1 AND status = 'running'`, [vaultId]);
  });

  it('makes a book of the stories chosen, each with one date, its photos captioned on its page', async () => {
    clock.advance(60_000);
    const stories: StoryView[] = (await owner.get(`/api/vaults/${vaultId}/stories`).expect(200)).body;
    const lake = stories.find((s) => s.title === 'The lake')!;
    const book = await ask(owner, { format: 'pdf', storyIds: [lake.id] }).expect(202);
    const view = await finished(owner, book.body.id);
    expect(view).toMatchObject({ status: 'done', storyCount: 1 });
    const pdf = await owner.get(view.downloadUrl!).responseType('blob').expect(200);
    const file = join(dataDir, 'chosen.pdf');
    writeFileSync(file, pdf.body as Buffer);
    const pages = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' })
      .split('\f')
      .map((p) => p.replace(/\s+/g, ' '));
    const text = pages.join(' ');
    expect(text).toContain('Here we are at the lake in 1962.');
    expect(text).not.toContain('We moved to the city');
    // One date: when it happened (the 1960s), not when it was told.
    expect(text).toContain('The 1960s');
    expect(text).not.toMatch(/Told on/);
    // Its photos, on its own page, each captioned with its title and year.
    const images = execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' }).trim().split('\n').slice(2);
    expect(images).toHaveLength(lake.photos.length);
    for (const page of images.map((row) => Number(row.trim().split(/\s+/)[0]))) {
      expect(pages[page - 1]).toContain('The lake, 1960s');
      expect(pages[page - 1]).toContain('Here we are at the lake');
    }
  });

  it('deletes a file after 7 days (expired), and it can be asked for again, also once the subscription ended', async () => {
    const all: ExportView[] = (await owner.get(exportsPath()).expect(200)).body;
    const archive = all.find((e) => e.format === 'zip' && e.status === 'done')!;
    const [row] = await t.app.get(DataSource).query(`SELECT object_key FROM exports WHERE id = $1`, [archive.id]);
    expect(await t.app.get(ObjectStore).head(row.object_key)).not.toBeNull();

    // A minute before its 7 days are up, then a minute after.
    clock.advance(Date.parse(archive.expiresAt!) - clock.now().getTime() - 60_000);
    expect(await t.app.get(ExpireExports).execute()).toBe(0);
    await owner.get(archive.downloadUrl!).expect(200);
    clock.advance(2 * 60_000);
    expect(await t.app.get(ExpireExports).execute()).toBeGreaterThanOrEqual(1);
    expect(await t.app.get(ObjectStore).head(row.object_key)).toBeNull();
    const expired: ExportView = (await owner.get(exportsPath(`/${archive.id}`)).expect(200)).body;
    expect(expired).toEqual(expect.objectContaining({ status: 'expired' }));
    expect(expired.downloadUrl).toBeUndefined();
    const gone = await owner.get(exportsPath(`/${archive.id}/file`)).expect(409);
    expect(gone.body.message).toBe('This file was deleted after 7 days. Please ask for a new one.');

    await t.app.get(DataSource).query(`UPDATE users SET has_full_access = false WHERE email = $1`, [ownerEmail]);
    const again = await ask(owner, { format: 'zip' }).expect(202);
    expect((await finished(owner, again.body.id)).status).toBe('done');
  });

  it("writes the archive's own words in the vault's language, and tells the owner in the owner's", async () => {
    await t.app.get(DataSource).query(`UPDATE vaults SET language = 'de' WHERE id = $1`, [vaultId]);
    await owner.put('/api/notifications').send({ language: 'es' }).expect(200);
    const asked = await ask(owner, { format: 'zip' }).expect(202);
    const view = await finished(owner, asked.body.id);
    const entries = await unzip((await owner.get(view.downloadUrl!).responseType('blob').expect(200)).body as Buffer);

    const readme = entries.get('README.txt')!.bytes.toString('utf8');
    expect(readme).toContain('Alle Geschichten, die Rose Smith auf StoryVault erzählt hat,');
    expect(readme).toContain('öffne dann index.html');
    expect(readme).not.toContain('To read and listen');
    const page = entries.get('stories/001-the-lake.md')!.bytes.toString('utf8');
    expect(page).toMatch(/^# The lake\n/);
    expect(page).toContain('**Wann es war:** 1960s');
    expect(page).toMatch(/\*\*Beantwortet:\*\* (mit eigener Stimme|schriftlich), per E-Mail/);
    expect(page).toContain('Ζωή and Жизнь');
    expect(page).toContain('## Kommentare');
    expect(page).not.toContain('When it happened');

    const mail = await smtp.waitFor(
      (m) => JSON.stringify(m.to).includes(ownerEmail) && /listo para descargar/.test(m.subject ?? ''),
    );
    expect(mail.subject).toBe('Todo lo de la colección de historias de Rose Smith está listo para descargar');
    expect(mail.text).toContain('Hola, Ann Smith:');
  });
});
