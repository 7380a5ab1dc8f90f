/** A listen link as stored: the token's SHA-256, never the token. */
export interface ListenLinkRecord {
  tokenHash: string;
  vaultId: string;
  storyId: string;
  exportId: string;
}

/** A printed book with links that still play, as the owner's list shows it. */
export interface LiveBook {
  exportId: string;
  /** The title asked for; null for the default one, or a book with no export (`storyvault export`). */
  title: string | null;
  /** Who asked for it; null for a book with no export. */
  requestedBy: string | null;
  /** When it was asked for; for a book with no export, when its first link was made. */
  createdAt: Date;
  liveLinks: number;
}

/** Port: the printed books' listen links (`listen_links`). */
export abstract class ListenLinkStore {
  abstract add(link: ListenLinkRecord): Promise<void>;
  /** The link when it exists and is not revoked. */
  abstract findLive(tokenHash: string): Promise<ListenLinkRecord | null>;
  /** Revokes the export's live links in this vault: how many there were; null when it never had any. */
  abstract revokeExport(vaultId: string, exportId: string): Promise<number | null>;
  /** Revokes the live links of every book `userId` asked for in this vault: how many. */
  abstract revokeOrderedBy(vaultId: string, userId: string): Promise<number>;
  /** Every book of the vault with live links, newest first, however old. */
  abstract liveBooks(vaultId: string): Promise<LiveBook[]>;
  /** Forgets the links of an export whose book is being built again (those of the unfinished try). */
  abstract discardExport(exportId: string): Promise<void>;
}
