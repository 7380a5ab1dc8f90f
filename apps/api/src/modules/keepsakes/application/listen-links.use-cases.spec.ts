import { InMemoryObjectStore } from '../../../shared/storage/in-memory-object.store';
import { VaultAccess } from '../../vault/vault.public';
import { InMemoryListenLinkStore } from '../adapters/in-memory/in-memory-listen-link.store';
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
  async seniorName(vaultId: string) {
    return vaultId === VAULT ? 'Rose' : null;
  }
}

/** The vault policy as the use case sees it: the owner manages, anyone else is refused. */
const access = {
  require: async (actor: { id: string }) => {
    if (actor.id !== 'owner') throw Object.assign(new Error('Vault not found.'), { code: 'VAULT_NOT_FOUND' });
    return {};
  },
} as unknown as VaultAccess;

/** The exports as revoking reads them: one book of the vault. */
const books = {
  find: async (id: string) => (id === BOOK ? { id, vaultId: VAULT, format: 'pdf' } : null),
} as unknown as ExportRepository;

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
    links: new ListenLinks(store, stories, access, media, books),
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
});
