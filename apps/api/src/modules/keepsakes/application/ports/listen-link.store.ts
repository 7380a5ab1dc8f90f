/** A listen link as stored: the token's SHA-256, never the token. */
export interface ListenLinkRecord {
  tokenHash: string;
  vaultId: string;
  storyId: string;
  exportId: string;
}

/** Port: the printed books' listen links (`listen_links`). */
export abstract class ListenLinkStore {
  abstract add(link: ListenLinkRecord): Promise<void>;
  /** The link when it exists and is not revoked. */
  abstract findLive(tokenHash: string): Promise<ListenLinkRecord | null>;
  /** Revokes the export's live links in this vault: how many there were; null when it never had any. */
  abstract revokeExport(vaultId: string, exportId: string): Promise<number | null>;
  /** Forgets the links of an export whose book is being built again (those of the unfinished try). */
  abstract discardExport(exportId: string): Promise<void>;
}
