import { vaultKit } from '@storyvault/api-testing';
import { STORY_PHOTO_LIMITS } from '@storyvault/contracts';
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { InMemoryObjectStore } from '../../../../testing/in-memory/storage/in-memory-object.store';
import { VaultNotFoundError } from '../../vault/vault.public';
import { InMemoryStoryRepository } from '../../../../testing/in-memory/stories/in-memory-story.repository';
import { PhotoNotFoundError } from '../domain/story.errors';
import { Story } from '../domain/story';
import {
  PhotoMissingError,
  PhotoNotRemovableError,
  PhotoRemoveForbiddenError,
  PhotoTooLargeError,
  PhotoUnsupportedError,
  StoryNotFoundError,
} from '../domain/story-photo';
import { StoryPhotos } from './story-photos.use-cases';

const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('JFIF-and-the-rest-of-it')]);
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(40)]);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

/** Bytes in small pieces, as an upload arrives. */
const chunked = (bytes: Buffer, size = 5) =>
  Readable.from(
    Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) => bytes.subarray(i * size, (i + 1) * size)),
  );

async function keysIn(store: InMemoryObjectStore): Promise<string[]> {
  const keys: string[] = [];
  for await (const { key } of store.list('')) keys.push(key);
  return keys.sort();
}

async function family() {
  const kit = await vaultKit();
  const { owner, vault } = await kit.roseVault();
  const people = {
    owner: { id: owner.id, name: 'Ann' },
    contributor: { id: randomUUID(), name: 'Cleo' },
    contributor2: { id: randomUUID(), name: 'Carl' },
    viewer: { id: randomUUID(), name: 'Vic' },
    stranger: { id: randomUUID(), name: 'Sid' },
  };
  kit.vaults.addMember(vault.id, people.contributor.id, 'contributor');
  kit.vaults.addMember(vault.id, people.contributor2.id, 'contributor');
  kit.vaults.addMember(vault.id, people.viewer.id, 'viewer');
  const stories = new InMemoryStoryRepository();
  const media = new InMemoryObjectStore();
  const storyId = randomUUID();
  const story = Story.record({
    id: storyId,
    vaultId: vault.id,
    deliveryId: randomUUID(),
    vaultQuestionId: null,
    questionId: null,
    questionText: 'Where did you grow up?',
    category: null,
    source: 'email',
    fullText: 'By the lake.',
    rawText: 'By the lake.',
    attachments: [
      {
        kind: 'photo',
        filename: 'lake.jpg',
        contentType: 'image/jpeg',
        sizeBytes: 4,
        mediaKey: `stories/${storyId}/1-lake.jpg`,
      },
    ],
    at: new Date('2026-01-01T00:00:00Z'),
  });
  await stories.save(story);
  await media.put(`stories/${storyId}/1-lake.jpg`, JPEG);
  const photos = new StoryPhotos(kit.access, stories, media);
  const add = async (who: { id: string; name: string }, bytes = JPEG, filename = 'dad.jpg') => {
    const ticket = await photos.admit(who, vault.id, storyId);
    return photos.add(who, ticket, await photos.receive(ticket, chunked(bytes), filename));
  };
  return { vaultId: vault.id, storyId, stories, media, photos, people, add };
}

describe('StoryPhotos', () => {
  it('lets the owner and a contributor add a photo, which the story keeps with who added it', async () => {
    const { stories, media, storyId, people, add } = await family();
    const byCleo = await add(people.contributor);
    const byAnn = await add(people.owner, PNG, 'garden.png');
    const story = (await stories.findById(storyId))!;
    expect(story.attachments.map((a) => [a.filename, a.contentType, a.addedBy?.name ?? null])).toEqual([
      ['lake.jpg', 'image/jpeg', null],
      ['dad.jpg', 'image/jpeg', 'Cleo'],
      ['garden.png', 'image/png', 'Ann'],
    ]);
    expect(byCleo).toMatchObject({ kind: 'photo', sizeBytes: JPEG.length, addedBy: { userId: people.contributor.id } });
    expect((await media.get(byAnn.mediaKey))!.size).toBe(PNG.length);
  });

  it('refuses a viewer and a stranger before reading anything, and a story of another vault or deleted', async () => {
    const { photos, vaultId, storyId, stories, people } = await family();
    await expect(photos.admit(people.viewer, vaultId, storyId)).rejects.toMatchObject({ code: 'VAULT_FORBIDDEN' });
    await expect(photos.admit(people.stranger, vaultId, storyId)).rejects.toBeInstanceOf(VaultNotFoundError);
    await expect(photos.admit(people.owner, vaultId, randomUUID())).rejects.toBeInstanceOf(StoryNotFoundError);
    const story = (await stories.findById(storyId))!;
    story.delete(new Date());
    await stories.save(story);
    await expect(photos.admit(people.owner, vaultId, storyId)).rejects.toBeInstanceOf(StoryNotFoundError);
  });

  it('tells a photo by its bytes: an SVG, a renamed text or an empty file is refused and nothing is kept', async () => {
    const { media, people, add } = await family();
    const before = await keysIn(media);
    await expect(add(people.owner, SVG, 'cat.jpg')).rejects.toBeInstanceOf(PhotoUnsupportedError);
    await expect(add(people.owner, Buffer.from('hello'), 'x.png')).rejects.toBeInstanceOf(PhotoUnsupportedError);
    await expect(add(people.owner, Buffer.alloc(0), 'x.png')).rejects.toBeInstanceOf(PhotoMissingError);
    expect(await keysIn(media)).toEqual(before);
  });

  it('refuses a photo over 20 MB as it streams, keeping nothing', async () => {
    const { media, people, add } = await family();
    const before = await keysIn(media);
    const big = Buffer.concat([JPEG, Buffer.alloc(STORY_PHOTO_LIMITS.maxBytes)]);
    await expect(add(people.owner, big)).rejects.toBeInstanceOf(PhotoTooLargeError);
    expect(await keysIn(media)).toEqual(before);
  });

  it('lets its adder or the owner remove an added photo, not another contributor, and never the answer’s own', async () => {
    const { photos, stories, media, vaultId, storyId, people, add } = await family();
    const first = await add(people.contributor);
    const second = await add(people.contributor);
    await expect(photos.remove(people.contributor2, vaultId, storyId, first.id)).rejects.toBeInstanceOf(
      PhotoRemoveForbiddenError,
    );
    await expect(photos.remove(people.viewer, vaultId, storyId, first.id)).rejects.toMatchObject({
      code: 'VAULT_FORBIDDEN',
    });
    await photos.remove(people.contributor, vaultId, storyId, first.id);
    await photos.remove(people.owner, vaultId, storyId, second.id);
    const story = (await stories.findById(storyId))!;
    expect(story.attachments.map((a) => a.filename)).toEqual(['lake.jpg']);
    expect(await keysIn(media)).toEqual([`stories/${storyId}/1-lake.jpg`]);
    const lake = story.attachments[0].id;
    await expect(photos.remove(people.owner, vaultId, storyId, lake)).rejects.toBeInstanceOf(PhotoNotRemovableError);
    await expect(photos.remove(people.owner, vaultId, storyId, first.id)).rejects.toBeInstanceOf(PhotoNotFoundError);
  });
});
