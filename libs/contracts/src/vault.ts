import type { Language } from './i18n/languages';
import { QuestionCategory } from './question';

export type DeliveryMethod = 'email' | 'sms';
/** Weeks between questions. */
export type Frequency = 1 | 2 | 4;
export const FREQUENCIES: readonly Frequency[] = [1, 2, 4];
export const DEFAULT_FREQUENCY: Frequency = 2;
export const FREQUENCY_LABELS: Record<Frequency, string> = {
  1: 'Every week',
  2: 'Every 2 weeks',
  4: 'Every 4 weeks',
};
export const TRIAL_FREQUENCY_NOTE = 'During your trial, questions are sent weekly. Upgrade to customize frequency.';
/** How many questions a new vault's queue starts with (docs/product.md §1). */
export const STARTER_QUEUE_SIZE = 20;
/**
 * How many storytellers (vaults of their own) an owner with a plan may have, at no extra cost;
 * the trial has one (docs/decisions/0092-several-storytellers.md).
 */
export const STORYTELLERS_PER_PLAN = 5;
/** The warning "Just N questions left…" shows at this many or fewer. */
export const LOW_QUEUE_THRESHOLD = 2;

/** What a user is in a vault: its owner, or a family member the owner invited. */
export type VaultRole = 'owner' | 'contributor' | 'viewer';
export const VAULT_ROLES: readonly VaultRole[] = ['owner', 'contributor', 'viewer'];

/** The days of the week as sendWeekday counts them: 0 = Sunday … 6 = Saturday. */
export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

export interface VaultView {
  id: string;
  seniorName: string;
  /** The senior's address and phone are the owner's to know: a member gets '' and null. */
  seniorEmail: string;
  seniorPhone: string | null;
  deliveryMethod: DeliveryMethod;
  /** What the owner chose. */
  frequency: Frequency;
  /** What the schedule uses: weekly while the owner has no full access (docs/product.md §6). */
  effectiveFrequency: Frequency;
  sendIntroEmail: boolean;
  isSetupComplete: boolean;
  createdAt: string;
  /** When the next question goes out (ISO), or null when nothing is scheduled; null for a member. */
  nextQuestionAt: string | null;
  /**
   * When each queued question goes out (ISO), in queue order, by the rule delivery follows: the
   * first is `nextQuestionAt`, each next one the chosen weekday's morning in the senior's time zone
   * one period later. Empty for a member or when nothing is scheduled. The api always sends it;
   * optional only so that clients written before it keep compiling.
   */
  upcomingQuestionsAt?: string[];
  /**
   * Questions already sent from this vault: the library hides them like the queued ones. Empty
   * for a member (the queue is the owner's).
   */
  askedQuestionIds: string[];
  /**
   * The signed-in user's role in this vault. The api always sends it; it is optional only so
   * that clients written before it keep compiling.
   */
  role?: VaultRole;
  /** The owner's name: a member's dashboard says "Shared with you by {ownerName}". */
  ownerName?: string;
  /** The day of the week questions arrive: 0 = Sunday … 6 = Saturday. */
  sendWeekday: number;
  /** The senior's time zone (IANA name): questions and follow-ups arrive at about 9:00 there. */
  timeZone: string;
  /** What the senior reads and the book prints: en, de, es, fr or nl. */
  language: Language;
  /**
   * While the senior has paused the questions: until when (ISO), or null when they stopped
   * them until the owner resumes (`pauseKind` 'stop'). Both null when nothing is paused. The
   * api always sends them; optional only so that clients written before them keep compiling.
   */
  pausedUntil?: string | null;
  pauseKind?: 'pause' | 'stop' | null;
  /** Who paused them: the senior by a reply word, or the owner; null when nothing is paused. */
  pausedBy?: 'senior' | 'owner' | null;
  /** A gift not yet begun: its first day (YYYY-MM-DD), when the introduction goes; null otherwise. */
  startsOn?: string | null;
  /** A gift's message from the giver, which the introduction quotes; the owner's alone, null otherwise. */
  giftMessage?: string | null;
}

/** POST /api/vaults and PUT /api/vaults/{id} (the settings dialog sends the first five). */
export interface SaveVaultRequest {
  seniorName: string;
  seniorEmail: string;
  seniorPhone?: string | null;
  deliveryMethod: DeliveryMethod;
  frequency: number;
  sendIntroEmail?: boolean;
  isSetupComplete?: boolean;
  /** Settings: when seniorEmail changes, the introduction email goes to the new address (once per address). */
  sendIntroduction?: boolean;
  /** 0 = Sunday … 6 = Saturday; left out at setup: the weekday of the first question; on update: unchanged. */
  sendWeekday?: number;
  /** The senior's IANA time zone; left out at setup: UTC; on update: unchanged. */
  timeZone?: string;
  /** en, de, es, fr or nl; left out at setup: English; on update: unchanged. */
  language?: Language;
}

export interface VaultQuestionView {
  id: string;
  questionId: string;
  order: number;
  isCustom: boolean;
  question: { text: string; category: QuestionCategory };
  /** A photo question's photo (members, signed in), sized for the screen; absent for other questions. */
  photoUrl?: string;
  /** The same photo as a small thumbnail for the queue's lists. */
  thumbnailUrl?: string;
}

/**
 * A contributor's photo question, waiting for the owner (GET /api/vaults/{id}/questions/photo/waiting,
 * and the answer to a contributor's POST …/questions/photo): the owner adds it to the queue
 * (POST …/questions/photo/{questionId}/approve) or dismisses it (DELETE …/questions/photo/{questionId}).
 */
export interface WaitingPhotoQuestionView {
  waiting: true;
  questionId: string;
  question: { text: string; category: QuestionCategory };
  photoUrl: string;
  thumbnailUrl: string;
  addedBy: { name: string };
  createdAt: string;
}

/**
 * POST /api/vaults/{id}/questions/photo (multipart): a question with a photo, "Tell us about this
 * photo" unless `text` says otherwise. JPEG, PNG or WebP, told by the file's bytes, at most 20 MB.
 */
export const PHOTO_QUESTION_LIMITS = {
  maxBytes: 20 * 1024 * 1024,
  field: 'photo',
  textField: 'text',
  defaultText: 'Tell us about this photo',
  types: ['image/jpeg', 'image/png', 'image/webp'],
} as const;

/** POST /api/vaults/{id}/questions */
export interface AddVaultQuestionRequest {
  questionId: string;
  order: number;
  isCustom: boolean;
}

/** PUT /api/vaults/{id}/questions/reorder: the whole queue in its new order; it is renumbered 1..N. */
export interface ReorderQuestionsRequest {
  questionOrders: Array<{ questionId: string; order: number }>;
}

export interface VaultStats {
  storiesCount: number;
  questionsCount: number;
  daysActive: number;
}

export type ActivityType =
  | 'story_received'
  | 'question_sent'
  | 'question_added'
  | 'vault_created'
  | 'settings_updated'
  | 'question_skipped'
  | 'questions_paused'
  | 'questions_resumed'
  /** A reply word from an address not the senior's, not acted on: the owner's feed alone. */
  | 'command_held';

export interface ActivityView {
  id: string;
  type: ActivityType | string;
  description: string;
  createdAt: string;
}

/** A file an emailed answer brought that its story cannot hold: it stays with the original email. */
export interface LeftOutFileView {
  filename: string;
  sizeBytes: number;
}

export interface StoryView {
  id: string;
  createdAt: string;
  question: { text: string };
  /** The owner's title, or the question's text when none was given. */
  title: string;
  /** When it happened: a year ("1962") or a decade ("1960s"); null when not known. */
  period: string | null;
  responseType: 'voice' | 'written';
  tags: string[];
  fullText: string;
  /**
   * The answer as it arrived (a whole email, quotes and all), for the owner alone, with its answer
   * links and reply address masked; absent for family members.
   */
  rawText?: string;
  /** Where the recording can be played, for voice stories. */
  audioUrl: string | null;
  /** Photos that came with the story, then those the family added (oldest first). */
  photos: StoryPhotoView[];
  /** Whether the recordings were written down automatically (voice stories; none for written ones). */
  transcriptStatus: TranscriptStatus;
  /** The recordings' words, once transcribed. */
  transcript: string | null;
  /** fullText is the transcript: the senior wrote nothing with the recording ("transcribed automatically"). */
  textTranscribed: boolean;
  /** The photo of the question this story answers (a photo question); absent otherwise. */
  photoUrl?: string;
  /**
   * Files the senior's email brought that the story cannot hold (too large, not a photo or
   * recording), shown beside the story, never in its text; absent when there are none.
   */
  leftOutFiles?: LeftOutFileView[];
  /**
   * Searches only (`?q=`): a snippet of the story's words, each matching word between
   * STORY_HIGHLIGHT.start and STORY_HIGHLIGHT.end (two control characters no story holds); the
   * rest is plain text, never markup.
   */
  highlight?: string;
}

/** The marks around each matching word of a story's `highlight`. */
export const STORY_HIGHLIGHT = { start: '\u0002', end: '\u0003' } as const;

/** How the story list is ordered (`?sort=`): as the stories arrived, newest first, or by when they happened. */
export type StorySort = 'arrival' | 'period';

/** The owner's changes to a story (PATCH): each field left out stays; null or "" clears title and period. */
export interface UpdateStoryRequest {
  title?: string | null;
  fullText?: string;
  tags?: string[];
  period?: string | null;
}

/** One version of a story: the one it arrived as (original), each edit since, the newest current. */
export interface StoryRevisionView {
  id: string;
  /** The title given then; null when the question stood for it. */
  title: string | null;
  period: string | null;
  fullText: string;
  tags: string[];
  /** Who made this version: null for the senior (the original) or someone no longer known. */
  by: string | null;
  at: string;
  current: boolean;
  original: boolean;
}

/** A story in "Recently deleted": restorable until purgeAt. */
export interface DeletedStoryView {
  id: string;
  title: string;
  question: { text: string };
  period: string | null;
  createdAt: string;
  deletedAt: string;
  /** When it and its files are removed for good (30 days after deletedAt). */
  purgeAt: string;
}

/** none: not asked for (not set up); pending: on its way; done; failed: tried and given up. */
export const TRANSCRIPT_STATUSES = ['none', 'pending', 'done', 'failed'] as const;
export type TranscriptStatus = (typeof TRANSCRIPT_STATUSES)[number];

/** A photo of a story: one that came with the senior's answer, or one the family added. */
export interface StoryPhotoView {
  /** The screen's copy (at most 1600 px): reading the story. */
  url: string;
  /** The small copy (at most 320 px): what cards and lists show. */
  thumbnailUrl?: string;
  filename: string;
  id?: string;
  /** Who added it, for a photo the family added; absent for one that came with the answer. */
  addedBy?: { name: string };
  /** Whether the signed-in person may remove it: its adder or the owner, and never the answer's own photos. */
  canRemove?: boolean;
}

/** A story's photos: JPEG, PNG, WebP or GIF, at most 20 MB each, and at most 30 from the family a story. */
export const STORY_PHOTO_LIMITS = {
  maxBytes: 20 * 1024 * 1024,
  familyPhotosPerStory: 30,
  field: 'photo',
  types: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'],
} as const;
