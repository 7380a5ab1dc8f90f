import { domainEvent } from '../../../shared/events/domain-event';
import { InMemoryObjectStore } from '../../../../testing/in-memory/storage/in-memory-object.store';
import { ManualClock } from '../../../shared/time/clock';
import { ManageUsers } from '../../auth/auth.public';
import { VaultAccess } from '../../vault/vault.public';
import { InMemoryListenLinkStore } from '../../../../testing/in-memory/keepsakes/in-memory-listen-link.store';
import { IssueListenLinks, ListenLinks } from './listen-links.use-cases';
import { ExportRepository } from './ports/export.repository';
import { ListenStories, ListenStory } from './ports/listen-stories';

const VAULT = '00000000-0000-4000-8000-000000000001';
const BOOK = '00000000-0000-4000-8000-0000000000b1';

class StoriesInMemory extends ListenStories {
  readonly stories = new Map<string, ListenStory>();
  async story(id: string) {
    return this.stories.get(id) ?? null;
  }
  async teller(vaultId: string) {
    return vaultId === VAULT ? { seniorName: 'Rose', language: 'de' as const } : null;
  }
}

/** The vault policy as the use case sees it: the owner manages, anyone else is refused. */
const access = {
  require: async (actor: { id: string }) => {
    if (actor.id !== 'owner') throw Object.assign(new Error('Vault not found.'), { code: 'VAULT_NOT_FOUND' });
    return {};
  },
} as unknown as VaultAccess;

/** The exports as revoking reads them: one book of the vault (a removed member's have nothing to stop here). */
const books = {
  find: async (id: string) => (id === BOOK ? { id, vaultId: VAULT, format: 'pdf' } : null),
  failRequestedBy: async () => undefined,
} as unknown as ExportRepository;

/** Who asked for the books: their names. */
const users = {
  findByIds: async (ids: string[]) => new Map(ids.filter((id) => id === 'gus').map((id) => [id, { id, name: 'Gus' }])),
} as unknown as ManageUsers;

function kit() {
  const store = new InMemoryListenLinkStore();
  const stories = new StoriesInMemory();
  const media = new InMemoryObjectStore();
  stories.stories.set('s1', {
    vaultId: VAULT,
    title: 'The day we sailed',
    question: 'What was your biggest adventure?',
    text: 'We left at dawn.',
    recording: { mediaKey: 'v/s1.wav', contentType: 'audio/wav' },
  });
  return {
    store,
    stories,
    media,
    issue: new IssueListenLinks(store),
    links: new ListenLinks(
      store,
      stories,
      access,
      media,
      books,
      users,
      new ManualClock(new Date('2026-05-04T10:00:00Z')),
    ),
  };
}

describe('listen links', () => {
  it("opens a story by its token, and plays its recording; only the token's hash is kept", async () => {
    const { store, media, issue, links } = kit();
    await media.put('v/s1.wav', Buffer.from('RIFF....WAVE'));
    const token = await issue.issue(VAULT, 's1', BOOK);
    expect(token).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(JSON.stringify(store.links)).not.toContain(token);
    expect(await links.open(token)).toEqual({
      title: 'The day we sailed',
      question: 'What was your biggest adventure?',
      text: 'We left at dawn.',
      seniorName: 'Rose',
      audioUrl: `/api/listen/${token}/audio`,
      language: 'de',
    });
    const recording = await links.recording(token);
    expect({ type: recording.contentType, size: recording.size }).toEqual({ type: 'audio/wav', size: 12 });
  });

  it.each([
    ['an unknown token', async () => 'A'.repeat(16)],
    ['a malformed token', async () => '../../etc/passwd'],
    [
      'a story since deleted',
      async (k: ReturnType<typeof kit>) => {
        const token = await k.issue.issue(VAULT, 's1', BOOK);
        k.stories.stories.delete('s1');
        return token;
      },
    ],
    [
      'a revoked book',
      async (k: ReturnType<typeof kit>) => {
        const token = await k.issue.issue(VAULT, 's1', BOOK);
        await k.links.revoke({ id: 'owner' }, VAULT, BOOK);
        return token;
      },
    ],
  ])('finds nothing for %s', async (_what, make) => {
    const k = kit();
    const token = await make(k);
    await expect(k.links.open(token)).rejects.toMatchObject({ code: 'LISTEN_LINK_NOT_FOUND' });
    await expect(k.links.recording(token)).rejects.toMatchObject({ code: 'LISTEN_LINK_NOT_FOUND' });
  });

  it('finds nothing when the recording is gone from the store', async () => {
    const { issue, links } = kit();
    const token = await issue.issue(VAULT, 's1', BOOK);
    await expect(links.recording(token)).rejects.toMatchObject({ code: 'LISTEN_LINK_NOT_FOUND' });
  });

  it("revokes a book's links once, for whoever manages the vault", async () => {
    const { issue, links } = kit();
    await issue.issue(VAULT, 's1', BOOK);
    await issue.issue(VAULT, 's1', BOOK);
    await expect(links.revoke({ id: 'stranger' }, VAULT, BOOK)).rejects.toMatchObject({ code: 'VAULT_NOT_FOUND' });
    expect(await links.revoke({ id: 'owner' }, VAULT, BOOK)).toBe(2);
    expect(await links.revoke({ id: 'owner' }, VAULT, BOOK)).toBe(0);
    await expect(links.revoke({ id: 'owner' }, VAULT, 'another-book')).rejects.toMatchObject({
      code: 'EXPORT_NOT_FOUND',
    });
  });

  it('forgets the links of an unfinished book when it is built again', async () => {
    const { store, issue } = kit();
    await issue.issue(VAULT, 's1', BOOK);
    await issue.issue(VAULT, 's1', 'another-book');
    await issue.discardUnfinished(BOOK);
    expect(store.links.map((l) => l.exportId)).toEqual(['another-book']);
  });

  it("stops the links of the books a removed member asked for, and lists the owner's books that still play", async () => {
    const { store, issue, links } = kit();
    const OTHER = '00000000-0000-4000-8000-0000000000b2';
    store.orders.set(BOOK, { requestedBy: 'gus', title: "Gus's book", createdAt: new Date('2026-05-01T10:00:00Z') });
    store.orders.set(OTHER, { requestedBy: 'owner', title: null, createdAt: new Date('2026-05-02T10:00:00Z') });
    const gus = await issue.issue(VAULT, 's1', BOOK);
    await issue.issue(VAULT, 's1', OTHER);
    expect(await links.books({ id: 'owner' }, VAULT)).toEqual([
      expect.objectContaining({ exportId: OTHER, title: null, orderedBy: null, liveLinks: 1 }),
      expect.objectContaining({ exportId: BOOK, title: "Gus's book", orderedBy: 'Gus', liveLinks: 1 }),
    ]);
    await expect(links.books({ id: 'gus' }, VAULT)).rejects.toMatchObject({ code: 'VAULT_NOT_FOUND' });

    const removed = domainEvent('FamilyMemberRemoved', { vaultId: VAULT, userId: 'gus', at: '' }, new Date());
    await links.memberRemoved([removed]);
    await links.memberRemoved([removed]);
    await expect(links.open(gus)).rejects.toMatchObject({ code: 'LISTEN_LINK_NOT_FOUND' });
    expect((await links.books({ id: 'owner' }, VAULT)).map((b) => b.exportId)).toEqual([OTHER]);
  });
});
