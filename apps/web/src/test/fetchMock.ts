/** A fetch stand-in for unit tests: answers by "METHOD /path", records every call. */
export interface MockResponse {
  ok: boolean;
  status: number;
  statusText: string;
  text: () => Promise<string>;
  headers?: Headers;
}

export type MockHandler = (init: RequestInit | undefined) => MockResponse | Promise<MockResponse>;

const STATUS_TEXT: Record<number, string> = {
  200: 'OK',
  204: 'No Content',
  400: 'Bad Request',
  401: 'Unauthorized',
  404: 'Not Found',
  409: 'Conflict',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
};

export function jsonResponse(status: number, body?: unknown, headers?: Record<string, string>): MockResponse {
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: STATUS_TEXT[status] ?? '',
    text: async () => (body === undefined ? '' : JSON.stringify(body)),
    ...(headers ? { headers: new Headers(headers) } : {}),
  };
}

export function errorResponse(status: number, code: string, message: string): MockResponse {
  return jsonResponse(status, { statusCode: status, code, message });
}

/** Installs global.fetch; unknown routes answer 404 so a stray call is visible in the calls list. */
export function mockFetch(handlers: Record<string, MockHandler>): jest.Mock {
  const fn = jest.fn(async (input: string, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${input}`;
    const handler = handlers[key];
    return handler ? handler(init) : errorResponse(404, 'NOT_FOUND', 'Not found');
  });
  global.fetch = fn as unknown as typeof fetch;
  return fn;
}

/** The calls made to one route, with their parsed JSON bodies. */
export function callsTo(
  fetchMock: jest.Mock,
  method: string,
  path: string,
): Array<{ body: unknown; init: RequestInit }> {
  return fetchMock.mock.calls
    .filter(([url, init]) => url === path && ((init as RequestInit | undefined)?.method ?? 'GET') === method)
    .map(([, init]) => {
      const requestInit = (init ?? {}) as RequestInit;
      return { init: requestInit, body: requestInit.body ? JSON.parse(String(requestInit.body)) : undefined };
    });
}

/** A response the test releases when it wants, to observe pending states. */
export function deferredResponse(): { handler: MockHandler; resolve: (response: MockResponse) => void } {
  let resolve: (response: MockResponse) => void = () => undefined;
  const pending = new Promise<MockResponse>((r) => {
    resolve = r;
  });
  return { handler: () => pending, resolve: (response) => resolve(response) };
}
