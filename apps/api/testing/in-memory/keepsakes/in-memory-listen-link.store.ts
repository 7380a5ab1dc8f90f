import {
  ListenLinkRecord,
  ListenLinkStore,
  LiveBook,
} from '../../../src/modules/keepsakes/application/ports/listen-link.store';

/** ListenLinkStore in memory, for use-case tests and the book's builder tests. */
export class InMemoryListenLinkStore extends ListenLinkStore {
  readonly links: (ListenLinkRecord & { revoked: boolean; createdAt: Date })[] = [];
  /** The exports asked for (the exports table's part the links read): who asked, the title, when. */
  readonly orders = new Map<string, { requestedBy: string; title: string | null; createdAt: Date }>();

  async add(link: ListenLinkRecord): Promise<void> {
    this.links.push({ ...link, revoked: false, createdAt: new Date() });
  }

  async findLive(tokenHash: string): Promise<ListenLinkRecord | null> {
    const link = this.links.find((l) => l.tokenHash === tokenHash && !l.revoked);
    return link
      ? { tokenHash: link.tokenHash, vaultId: link.vaultId, storyId: link.storyId, exportId: link.exportId }
      : null;
  }

  async revokeExport(vaultId: string, exportId: string): Promise<number | null> {
    const all = this.links.filter((l) => l.vaultId === vaultId && l.exportId === exportId);
    if (!all.length) return null;
    const live = all.filter((l) => !l.revoked);
    for (const link of live) link.revoked = true;
    return live.length;
  }

  async revokeOrderedBy(vaultId: string, userId: string): Promise<number> {
    const live = this.links.filter(
      (l) => l.vaultId === vaultId && !l.revoked && this.orders.get(l.exportId)?.requestedBy === userId,
    );
    for (const link of live) link.revoked = true;
    return live.length;
  }

  async liveBooks(vaultId: string): Promise<LiveBook[]> {
    const books = new Map<string, LiveBook>();
    for (const link of this.links.filter((l) => l.vaultId === vaultId && !l.revoked)) {
      const order = this.orders.get(link.exportId);
      const book = books.get(link.exportId) ?? {
        exportId: link.exportId,
        title: order?.title ?? null,
        requestedBy: order?.requestedBy ?? null,
        createdAt: order?.createdAt ?? link.createdAt,
        liveLinks: 0,
      };
      book.liveLinks++;
      books.set(link.exportId, book);
    }
    return [...books.values()].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  }

  async discardExport(exportId: string): Promise<void> {
    const kept = this.links.filter((l) => l.exportId !== exportId);
    this.links.splice(0, this.links.length, ...kept);
  }
}
