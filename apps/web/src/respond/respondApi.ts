import type { ApiErrorBody } from '@storyvault/contracts';
import { ApiError, apiRequest } from '../api/client';

/** GET /api/respond/question: what the answer pages show. */
export interface AnswerLinkView {
  question: string;
  seniorFirstName: string;
  /** When the question was first answered; the link still takes another answer. */
  answeredAt?: string | null;
}

/** The cached read's key: the default query function GETs it. */
export function questionPath(token: string): string {
  return `/api/respond/question?token=${encodeURIComponent(token)}`;
}

export function submitWrittenStory(input: { token: string; text: string }): Promise<{ ok: true }> {
  return apiRequest('POST', '/api/respond/text', input);
}

function errorBody(text: string): ApiErrorBody | undefined {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof (parsed as ApiErrorBody).message === 'string' ? (parsed as ApiErrorBody) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * POST /api/respond/voice as multipart form data (the JSON client cannot send files): the
 * token, then the recording as a file named recording.wav.
 */
export async function submitVoiceStory(input: { token: string; recording: Blob }): Promise<void> {
  const form = new FormData();
  form.append('token', input.token);
  form.append('audio', new File([input.recording], 'recording.wav', { type: 'audio/wav' }));
  const response = await fetch('/api/respond/voice', { method: 'POST', credentials: 'include', body: form });
  if (!response.ok) {
    const text = await response.text();
    throw new ApiError(response.status, response.statusText, text, errorBody(text));
  }
}
