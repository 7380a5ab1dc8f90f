import type { ApiErrorBody } from '@storyvault/contracts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A non-success answer from the API. The message is docs/product.md §8's "status: body text"; the
 * API's own error body, when it sent one, is kept whole in `body` and in `code` and `details`.
 * The server's human words are `apiErrorMessage(error)`.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly statusText: string;
  readonly body: ApiErrorBody | undefined;
  /** The stable code of the API's answer, e.g. WEAK_PASSWORD; undefined when the body was not the API's. */
  readonly code: string | undefined;
  /** Field-level problems, when the API listed several (VALIDATION_FAILED). */
  readonly details: string[] | undefined;

  constructor(status: number, statusText: string, bodyText: string) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.statusText = statusText;
    this.body = parseErrorBody(bodyText);
    this.code = this.body?.code;
    this.details = this.body?.details;
  }
}

function parseErrorBody(text: string): ApiErrorBody | undefined {
  if (!text) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && typeof (parsed as ApiErrorBody).message === 'string') {
      return parsed as ApiErrorBody;
    }
  } catch {
    // Not JSON (a proxy or gateway page); the raw text stays in the error message.
  }
  return undefined;
}

/** A success answer, read whole. */
export interface ApiAnswer {
  status: number;
  headers: Headers;
  /** The body as sent ('' when empty). */
  text: string;
  /** The body parsed as JSON, or undefined when it is empty or not JSON. */
  json: unknown;
}

export interface ApiSendOptions {
  /** Sent as JSON, with a JSON content type. Without it, no body and no content type. */
  json?: unknown;
  signal?: AbortSignal;
}

interface Outgoing {
  body?: BodyInit;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/**
 * Every call to /api goes through here: same-origin paths with cookies always included (the
 * browser then sends the Sec-Fetch-Site the api's origin check reads), and any non-success
 * status thrown as an ApiError. A request that gets no answer at all rejects with fetch's own
 * TypeError, so callers can tell a connection failure from a refusal.
 */
async function exchange(method: HttpMethod, path: string, request: Outgoing): Promise<Omit<ApiAnswer, 'json'>> {
  const init: RequestInit = { method, credentials: 'include' };
  if (request.body !== undefined) init.body = request.body;
  if (request.headers) init.headers = request.headers;
  if (request.signal) init.signal = request.signal;
  const response = await fetch(path, init);
  const text = await response.text();
  if (!response.ok) throw new ApiError(response.status, response.statusText, text);
  return { status: response.status, headers: response.headers, text };
}

const withJson = (json: unknown, signal?: AbortSignal): Outgoing =>
  json === undefined
    ? { signal }
    : { body: JSON.stringify(json), headers: { 'Content-Type': 'application/json' }, signal };

/** docs/product.md §7 request helper: a JSON body only when given; answers with the parsed JSON (undefined when empty). */
export async function apiRequest<T = unknown>(method: HttpMethod, path: string, body?: unknown): Promise<T> {
  const { text } = await exchange(method, path, withJson(body));
  return (text ? JSON.parse(text) : undefined) as T;
}

/** The whole answer (status, headers, text), for callers that read more than the body, such as a Link header. */
export async function apiSend(method: HttpMethod, path: string, options: ApiSendOptions = {}): Promise<ApiAnswer> {
  const answer = await exchange(method, path, withJson(options.json, options.signal));
  return { ...answer, json: parseJson(answer.text) };
}

/**
 * POST multipart form data (a recording, a photo). No content type is set: the browser writes
 * it with the form's boundary. Answers with the parsed JSON, like apiRequest.
 */
export async function apiUpload<T = unknown>(
  path: string,
  form: FormData,
  options: { signal?: AbortSignal } = {},
): Promise<T> {
  const { text } = await exchange('POST', path, { body: form, signal: options.signal });
  return (text ? JSON.parse(text) : undefined) as T;
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The server's human message for an error, when it sent one. */
export function apiErrorMessage(error: unknown): string | undefined {
  if (error instanceof ApiError && error.body?.message) return error.body.message;
  return undefined;
}

/** The stable error code of the server's answer, e.g. WEAK_PASSWORD. */
export function apiErrorCode(error: unknown): string | undefined {
  return error instanceof ApiError ? error.code : undefined;
}

export function apiErrorStatus(error: unknown): number | undefined {
  return error instanceof ApiError ? error.status : undefined;
}
