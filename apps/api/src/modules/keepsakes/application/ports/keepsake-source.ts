import type { Language } from '@storyvault/contracts';
import type { ArchivedFile, ArchivedRevision } from '../../../stories/stories.public';

/** A file of a story, in the object store under `mediaKey` (read it through ObjectStore). */
export interface KeepsakeFile extends ArchivedFile {
  /** A photo the family added (their name); absent for the files that came with the answer. */
  addedBy?: string | null;
}

export interface KeepsakeComment {
  author: string;
  text: string;
  createdAt: Date;
}

/** A story as the keepsakes read it: everything a book or an archive holds of it. */
export interface KeepsakeStory {
  id: string;
  /** 1 for the oldest story of the vault (not deleted), then 2, 3, …: the archive's NNN. */
  number: number;
  /** The owner's title, or the question when none was given. */
  title: string;
  questionText: string;
  /** The library category's slug of the question ("childhood"), or null (custom, starter). */
  category: string | null;
  /** A year ("1962") or a decade ("1960s"), or null. */
  period: string | null;
  createdAt: Date;
  responseType: 'voice' | 'written';
  source: 'email' | 'link';
  tags: string[];
  /** What the story says (the transcript for a voice story without text; then textTranscribed). */
  text: string;
  textTranscribed: boolean;
  /** The answer as it arrived, its answer links and reply address masked (the raw email keeps them). */
  rawText: string;
  transcript: string | null;
  /** Recordings (the first is the story's), photos (with the answer, then the family's), other files. */
  files: KeepsakeFile[];
  /** Files its email brought that it cannot hold (kept with the email): in stories.json, never in the book. */
  leftOutFiles: Array<{ filename: string; sizeBytes: number }>;
  /** The email the story came from, when it came by email (its raw message: KeepsakeSource.rawEmail). */
  inboundMessageId: string | null;
  /** Oldest first; the first is the story as it arrived when it was ever revised. */
  revisions: ArchivedRevision[];
  comments: KeepsakeComment[];
}

export interface KeepsakeVault {
  id: string;
  /** "Mom" */
  seniorName: string;
  /** "Mom's Story Collection" */
  title: string;
  ownerName: string;
  storyCount: number;
  /** The vault's language: the book's and the archive's own words are in it. */
  language: Language;
}

/**
 * Port: what a keepsake is made of. Stories are read oldest first, a page at a time, so that a
 * vault of any size is read in constant memory; deleted stories are left out.
 */
export abstract class KeepsakeSource {
  abstract vault(vaultId: string): Promise<KeepsakeVault | null>;
  abstract stories(vaultId: string, pageSize?: number): AsyncIterable<KeepsakeStory>;
  /** The raw message (RFC 5322 bytes) a story came from, kept by the inbound module; null if gone. */
  abstract rawEmail(inboundMessageId: string): Promise<Buffer | null>;
}
