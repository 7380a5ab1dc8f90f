/** What a story holds, what recording one is made of, and what a save of one must still write. */
import { LeftOutFile, NewAttachment, StoryAttachment } from './story-files';
import { StoryRevision } from './story-revision';

/** Who edits a story: a user and the name the history shows, or null for the system. */
export type Editor = { userId: string; name: string } | null;

export type ResponseType = 'voice' | 'written';
export type StorySource = 'email' | 'link';
/** Whether a voice story's recordings were written down automatically. */
export type TranscriptStatus = 'none' | 'pending' | 'done' | 'failed';

/** A story's data, as stored and as read by the listing. */
export interface StoryData {
  id: string;
  vaultId: string;
  deliveryId: string | null;
  questionId: string | null;
  /** The question as it was asked, kept even if the question is later edited or removed. */
  questionText: string;
  /** The owner's title; null until given (the question stands for it: see `heading`). */
  title: string | null;
  /** When it happened: a year ("1962") or a decade ("1960s"); null when not known. */
  period: string | null;
  responseType: ResponseType;
  source: StorySource;
  /** What the senior wrote (or said), without quoted mail and signatures; the owner may revise it. */
  fullText: string;
  /** The whole original message; never revised. */
  rawText: string;
  tags: string[];
  /** The recording, for voice stories: the first one it was given, never replaced. */
  mediaKey: string | null;
  attachments: StoryAttachment[];
  inboundMessageId: string | null;
  /**
   * The answer page's own id for the story (chosen on the senior's device): sent again, it finds
   * this story instead of making another. Null for stories from email.
   */
  sendId: string | null;
  createdAt: Date;
  /** none until transcription is asked for; the transcript is stored once, when done. */
  transcriptStatus: TranscriptStatus;
  transcript: string | null;
  /** Files its email brought that it cannot hold: named beside the story, never in its text. */
  leftOutFiles: LeftOutFile[];
}

/** An answer to a question delivery, its files already stored: what Story.record makes a story of. */
export interface RecordedAnswer {
  id: string;
  vaultId: string;
  deliveryId: string;
  vaultQuestionId: string | null;
  questionId: string | null;
  questionText: string | null;
  /** The question's category: the story's first tag. */
  category: string | null;
  source: StorySource;
  fullText: string;
  rawText: string;
  /** Files of the email the story cannot hold (kept with the email), named beside it. */
  leftOutFiles?: LeftOutFile[];
  /** Photos, recordings and other files; the first recording makes it a voice story. */
  attachments: NewAttachment[];
  /** The email it came from: a story is saved once per email. */
  inboundMessageId?: string | null;
  /** The answer page's id for it: a story is saved once per id and question sent. */
  sendId?: string | null;
  at: Date;
}

/** What a save must still write; cleared by markSaved. */
export interface StoryChanges {
  isNew: boolean;
  /** The title, period, text, tags, recording or deleted mark of a saved story changed. */
  updated: boolean;
  attachments: readonly StoryAttachment[];
  /** Ids of files removed (photos the family had added). */
  removedAttachments: readonly string[];
  revisions: readonly StoryRevision[];
}
