/** A story with everything kept of it, as the keepsakes (book, archive) read it. */
export interface ArchivedStory {
  id: string;
  vaultId: string;
  questionId: string | null;
  questionText: string;
  title: string | null;
  period: string | null;
  responseType: 'voice' | 'written';
  source: 'email' | 'link';
  fullText: string;
  rawText: string;
  tags: string[];
  transcript: string | null;
  inboundMessageId: string | null;
  createdAt: Date;
  /** Files its email brought that it cannot hold (kept with the email). */
  leftOutFiles: Array<{ filename: string; sizeBytes: number }>;
  attachments: Array<ArchivedFile & { addedByName: string | null }>;
  /** Oldest first. */
  revisions: ArchivedRevision[];
}

/** A file of a story, in the object store under `mediaKey`. */
export interface ArchivedFile {
  id: string;
  kind: 'photo' | 'audio' | 'file';
  filename: string;
  contentType: string;
  sizeBytes: number;
  mediaKey: string;
}

/** One earlier version of a story, kept when the owner revised it. */
export interface ArchivedRevision {
  id: string;
  title: string | null;
  period: string | null;
  fullText: string;
  tags: string[];
  revisedBy: string | null;
  revisedAt: Date;
}

/** A place in a vault's stories, oldest first: the last story read. */
export interface ArchiveCursor {
  createdAt: Date;
  id: string;
}

/** Port: a vault's stories (not deleted), oldest first, a page at a time. */
export abstract class StoryArchiveReader {
  abstract page(vaultId: string, after: ArchiveCursor | null, limit: number): Promise<ArchivedStory[]>;
  abstract count(vaultId: string): Promise<number>;
  /** Whether this is a photo of one of the vault's stories (not deleted). */
  abstract hasPhoto(vaultId: string, attachmentId: string): Promise<boolean>;
  /** How many of these ids are the vault's stories (not deleted). */
  abstract countOf(vaultId: string, storyIds: readonly string[]): Promise<number>;
}
