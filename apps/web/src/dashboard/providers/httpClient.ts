import { HttpError, type fetchUtils } from 'react-admin';
import { ApiError, apiSend, type HttpMethod } from '../../api/client';

/** What react-admin (ra-data-simple-rest) reads from an httpClient's answer, as fetchUtils.fetchJson gives it. */
export interface RaHttpAnswer {
  status: number;
  headers: Headers;
  body: string;
  json: unknown;
}

/**
 * react-admin's httpClient on the app's one API client (cookies, JSON, error parsing). A failure
 * reaches react-admin as its own HttpError, made as fetchJson made it: the server's message as
 * the message, the status, and the API's error body. The client's ApiError says "status: body
 * text" (docs/product.md §8) instead, which is not what react-admin shows or what its hooks expect.
 * react-admin sends JSON text bodies (JSON.stringify of the record); they are passed on as values.
 * Headers of its own (the Range of its getList, which the dataProvider replaces) are not sent.
 */
export async function httpClient(url: string, options: fetchUtils.Options = {}): Promise<RaHttpAnswer> {
  if (options.body !== undefined && typeof options.body !== 'string') {
    throw new Error('The dashboard sends JSON bodies only');
  }
  try {
    const answer = await apiSend((options.method ?? 'GET') as HttpMethod, url, {
      json: options.body === undefined ? undefined : JSON.parse(options.body),
      signal: options.signal ?? undefined,
    });
    return { status: answer.status, headers: answer.headers, body: answer.text, json: answer.json };
  } catch (error) {
    if (error instanceof ApiError)
      throw new HttpError(error.body?.message || error.statusText, error.status, error.body);
    throw error;
  }
}
