import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * Query parameters whose value opens something: the answer links' and any other link's token, and
 * a checkout's session id (its return link finishes the account that was paid for).
 */
const SECRET_PARAMS = new Set(['token', 'session_id']);
/**
 * Paths that carry a secret, in any letter case (the routes match any): the password-reset link
 * (docs/product.md §1), the printed book's listen links, a family invitation (shown and accepted by its
 * token), the senior's choice about an unclear reply (page and API) and the local test checkout's
 * pages (named by the session id).
 */
const SECRET_PATHS = [
  /^(\/reset-password\/)[^/?#]+/i,
  /^(\/(?:api\/)?listen\/)[^/?#]+/i,
  /^(\/api\/invitations\/)[^/?#]+/i,
  /^(\/(?:api\/)?choice\/)[^/?#]+/i,
  /^(\/api\/billing\/test-checkout\/)[^/?#]+/i,
];
export const REDACTED = '[redacted]';

/**
 * A request's URL as the log may keep it: a token in the query string or in one of the paths above
 * is replaced, the rest kept as it was sent. A parameter whose name cannot be decoded is replaced
 * whole: it might be a token in disguise.
 */
export function loggableUrl(url: string | undefined): string {
  if (!url) return '';
  const at = url.indexOf('?');
  let path = at < 0 ? url : url.slice(0, at);
  for (const pattern of SECRET_PATHS) path = path.replace(pattern, `$1${REDACTED}`);
  if (at < 0) return path;
  const pairs = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const rawName = eq < 0 ? pair : pair.slice(0, eq);
      let name: string;
      try {
        name = decodeURIComponent(rawName.replace(/\+/g, ' '));
      } catch {
        return REDACTED;
      }
      return SECRET_PARAMS.has(name.toLowerCase()) ? `${rawName}=${REDACTED}` : pair;
    });
  return `${path}?${pairs.join('&')}`;
}

/** The raw request: pino-http's `id`, and express's `originalUrl` (the URL before a mount point cut it). */
type LoggedRequest = IncomingMessage & { id?: unknown; originalUrl?: string };

/**
 * What a request log line holds: the request's id, method, URL (secrets replaced) and the
 * caller's address; the answer's status. No headers: cookies, a referring answer link and
 * whatever else a client sends stay out of the log, and a line stays short.
 */
export const requestLogSerializers = {
  req: (req: LoggedRequest) => ({
    id: req.id,
    method: req.method,
    url: loggableUrl(req.originalUrl ?? req.url),
    remoteAddress: req.socket?.remoteAddress,
  }),
  res: (res: ServerResponse) => ({ statusCode: res.statusCode }),
};
