import type { Language } from '@storyvault/contracts';
import { apiRequest, apiUpload } from '../api/client';

/** GET /api/respond/question: what the answer pages show. */
export interface AnswerLinkView {
  question: string;
  /** The vault's language: the page's own words are in it; absent from an older server. */
  language?: Language;
  seniorFirstName: string;
  /** Whom the story goes to, named in the thanks; absent from an older server. */
  ownerFirstName?: string;
  /** When the question was first answered; the link still takes another answer. */
  answeredAt?: string | null;
  /** A photo question's photo, loaded with the same token; absent for other questions. */
  photoUrl?: string;
}

/** The cached read's key: the default query function GETs it. */
export function questionPath(token: string): string {
  return `/api/respond/question?token=${encodeURIComponent(token)}`;
}

/** `sendId`: the page's id for the story, the same for every try of it (it is kept once). */
export function submitWrittenStory(input: { token: string; text: string; sendId: string }): Promise<{ ok: true }> {
  return apiRequest('POST', '/api/respond/text', input);
}

/**
 * POST /api/respond/voice as multipart form data: the page's id for this recording (the same for
 * every try of it: it is kept once), the token, the recording's length (so that the server can
 * store it while it arrives), then the recording as a file named recording.wav.
 */
export async function submitVoiceStory(input: { token: string; recording: Blob; sendId: string }): Promise<void> {
  const form = new FormData();
  form.append('sendId', input.sendId);
  form.append('token', input.token);
  form.append('audioSize', String(input.recording.size));
  form.append('audio', new File([input.recording], 'recording.wav', { type: 'audio/wav' }));
  // Only the success status is read (docs/product.md §7).
  await apiUpload('/api/respond/voice', form);
}

/** POST /api/respond/skip: "Send me a different question". A second click is harmless and says so. */
export interface SkipResult {
  outcome: 'skipped' | 'already_skipped' | 'answered';
  nextQuestionSent: boolean;
  message: string;
}

export function skipQuestion(token: string): Promise<SkipResult> {
  return apiRequest('POST', '/api/respond/skip', { token });
}
