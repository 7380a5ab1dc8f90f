import type { ApiErrorBody } from '@storyvault/contracts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A non-success answer from the API (SPEC.md §8: message is "status: body text"). */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ApiErrorBody | undefined;

  constructor(status: number, statusText: string, bodyText: string, body: ApiErrorBody | undefined) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
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

/**
 * The one way the browser talks to /api: cookies always travel, a JSON body (and its content
 * type) only when there is one, and any non-success status throws an ApiError.
 */
export async function apiRequest<T = unknown>(method: HttpMethod, path: string, body?: unknown): Promise<T> {
  const init: RequestInit = { method, credentials: 'include' };
  if (body !== undefined) {
    init.headers = { 'Content-Type': 'application/json' };
    init.body = JSON.stringify(body);
  }
  const response = await fetch(path, init);
  const text = await response.text();
  if (!response.ok) {
    throw new ApiError(response.status, response.statusText, text, parseErrorBody(text));
  }
  return (text ? JSON.parse(text) : undefined) as T;
}

/** The server's human message for an error, when it sent one. */
export function apiErrorMessage(error: unknown): string | undefined {
  if (error instanceof ApiError && error.body?.message) return error.body.message;
  return undefined;
}

/** The stable error code of the server's answer, e.g. WEAK_PASSWORD. */
export function apiErrorCode(error: unknown): string | undefined {
  return error instanceof ApiError ? error.body?.code : undefined;
}

export function apiErrorStatus(error: unknown): number | undefined {
  return error instanceof ApiError ? error.status : undefined;
}
