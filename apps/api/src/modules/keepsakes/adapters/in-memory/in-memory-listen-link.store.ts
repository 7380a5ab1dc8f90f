import { ListenLinkRecord, ListenLinkStore } from '../../application/ports/listen-link.store';

/** ListenLinkStore in memory, for use-case tests and the book's builder tests. */
export class InMemoryListenLinkStore extends ListenLinkStore {
  readonly links: (ListenLinkRecord & { revoked: boolean })[] = [];

  async add(link: ListenLinkRecord): Promise<void> {
    this.links.push({ ...link, revoked: false });
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

  async discardExport(exportId: string): Promise<void> {
    const kept = this.links.filter((l) => l.exportId !== exportId);
    this.links.splice(0, this.links.length, ...kept);
  }
}
