import sharp from 'sharp';
import { buildEmail, pcmWav, setUpVault, signedInOwner, SmtpTestServer, until } from '@storyvault/testing';
import { DispatchDeliveries } from '../src/modules/delivery/delivery.public';
import { IngestInboundMessage } from '../src/modules/inbound/inbound.public';
import { ManualClock } from '../src/shared/time/clock';
import type { TestApp } from './test-app';

const DAY = 24 * 60 * 60 * 1000;

/** What Rose replies, oldest first: the first with markup that must be shown, never run. */
export const ZIP_VIEWER_STORIES = [
  'We swam with the Kovács family at the lake in 1962. <script>alert("boo")</script> Father rowed the boat all afternoon.',
  'Grandfather worked as a lifeguard at the hotel pool every summer after the war.',
];

/** A real photo (a browser must show it): sky, lake and shore, 640 × 480. */
const lakePhoto = () =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480">` +
        `<rect width="640" height="200" fill="#9cc9ec"/><rect y="200" width="640" height="200" fill="#2f6fa3"/>` +
        `<rect y="400" width="640" height="80" fill="#6b8f3a"/><circle cx="520" cy="90" r="40" fill="#f5d76e"/></svg>`,
    ),
  )
    .jpeg()
    .toBuffer();

/**
 * Rose's vault with two stories (the first with a photo, a recording and a comment, titled "The
 * lake at Balaton", 1962), and the archive of everything its owner downloads: the ZIP's bytes.
 * The app must run the worker (`worker: true`) with `publicUrl` as its PUBLIC_URL.
 */
export async function archiveOfRose(
  t: TestApp,
  smtp: SmtpTestServer,
  clock: ManualClock,
  publicUrl: string,
): Promise<{ zip: Buffer; photo: Buffer }> {
  const origin = { Origin: publicUrl };
  const owner = await signedInOwner(t.server, { name: 'Ann Smith' });
  const vaultId = (await setUpVault(owner.agent, { seniorName: 'Rose Smith', seniorEmail: 'rose@example.com' })).id;
  const photo = await lakePhoto();
  const asked = new Set<string>();
  const storyIds: string[] = [];
  for (const [i, text] of ZIP_VIEWER_STORIES.entries()) {
    clock.advance(15 * DAY);
    await t.app.get(DispatchDeliveries).execute();
    const question = await smtp.waitFor((m) => JSON.stringify(m.to).includes('rose@') && !asked.has(m.messageId!));
    asked.add(question.messageId!);
    const result = await t.app.get(IngestInboundMessage).execute(
      await buildEmail({
        from: 'Rose <rose@example.com>',
        to: question.replyTo!.value[0].address!,
        inReplyTo: question.messageId,
        text,
        attachments:
          i === 0
            ? [
                { filename: 'lake.jpg', contentType: 'image/jpeg', content: photo },
                { filename: 'my voice.wav', contentType: 'audio/wav', content: pcmWav(1) },
              ]
            : [],
      }),
      { source: 'cli' },
    );
    if (result.outcome !== 'story') throw new Error(`Rose's reply ${i + 1} made no story: ${result.outcome}`);
    storyIds.push(result.storyId!);
  }
  const story = `/api/vaults/${vaultId}/stories/${storyIds[0]}`;
  await owner.agent.patch(story).set(origin).send({ title: 'The lake at Balaton', period: '1962' }).expect(200);
  await owner.agent.post(`${story}/comments`).set(origin).send({ text: 'I remember that boat!' }).expect(201);

  const exportsUrl = `/api/vaults/${vaultId}/exports`;
  const { id } = (await owner.agent.post(exportsUrl).set(origin).send({ format: 'zip' }).expect(202)).body;
  const url = await until('the archive is made', async () => {
    const view = (await owner.agent.get(`${exportsUrl}/${id}`).expect(200)).body;
    if (view.status === 'failed') throw new Error('The archive failed.');
    return view.status === 'done' ? (view.downloadUrl as string) : null;
  });
  const file = await owner.agent.get(url).responseType('blob').expect(200);
  return { zip: file.body as Buffer, photo };
}
