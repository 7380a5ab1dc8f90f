import type { NextFunction, Request, Response } from 'express';
import type { Stats } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { chooseEncoding, ContentCoding } from './accept-encoding';

/** Each copy the web app's build writes beside a text file (apps/web/scripts/precompress.mjs). */
const SUFFIX: Record<ContentCoding, string> = { br: '.br', gzip: '.gz' };
/** Most preferred first, when the client likes them alike: brotli's copies are the smaller. */
const CODINGS: ContentCoding[] = ['br', 'gzip'];

/** Left on the response for `precompressedHeaders`: the copy this request was pointed to. */
interface ChosenCopy {
  coding: ContentCoding;
  suffix: string;
}
const CHOSEN = 'precompressedCopy';

/** The api's paths, whatever their case: Express routes /API/… to the api too. */
const API_PATH = /^\/api(\/|$)/i;

const isFile = (path: string): Promise<Stats | undefined> =>
  stat(path).then(
    (found) => (found.isFile() ? found : undefined),
    () => undefined,
  );

/**
 * Which file of `root` serve-static will answer `pathname` (still URL-encoded) with: the file
 * itself, a folder's index.html, or the web app's index.html for a path that is no file (the
 * SPA fallback). Undefined where it answers otherwise: a folder named without its trailing slash
 * (redirected), a dotfile or a path it refuses.
 */
async function servedFile(root: string, pathname: string): Promise<{ file: string; urlPath: string } | undefined> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0') || decoded.split('/').some((segment) => segment.startsWith('.'))) return undefined;
  const urlPath = decoded.endsWith('/') ? `${pathname}index.html` : pathname;
  const file = resolve(join(root, decoded.endsWith('/') ? `${decoded}index.html` : decoded));
  if (!file.startsWith(root + sep)) return undefined;
  const found = await stat(file).catch(() => undefined);
  if (found?.isFile()) return { file, urlPath };
  if (found?.isDirectory()) return undefined;
  return { file: join(root, 'index.html'), urlPath: '/index.html' };
}

/**
 * Before serve-static: a GET or HEAD of the web app whose file has a compressed copy beside it
 * (.br, .gz) is pointed at the copy the request's Accept-Encoding prefers, so serve-static sends
 * that copy with its own length, ETag, Last-Modified and conditional answers. The headers that
 * make it the same page in another coding are set by `precompressedHeaders`, at the moment the
 * copy is really sent. A Range request gets the file as it is: a range of compressed bytes is
 * of no use to a client that asked for part of the file. /api answers are never touched here.
 */
export function precompressedStatic(root: string) {
  const base = resolve(root);
  return (req: Request, res: Response, next: NextFunction): void => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || API_PATH.test(req.path)) return next();
    void pointAtCopy(base, req, res).then(() => next(), next);
  };
}

async function pointAtCopy(root: string, req: Request, res: Response): Promise<void> {
  const target = await servedFile(root, req.path);
  if (!target) return;
  const copies = await Promise.all(CODINGS.map((coding) => isFile(target.file + SUFFIX[coding])));
  const available = CODINGS.filter((_coding, i) => copies[i] !== undefined);
  if (!available.length) return;
  // The answer depends on Accept-Encoding whichever coding goes out, the file as it is too.
  res.vary('Accept-Encoding');
  const coding =
    req.headers.range === undefined ? chooseEncoding(req.headers['accept-encoding'], available) : undefined;
  if (!coding) return;
  const query = req.url.indexOf('?');
  req.url = target.urlPath + SUFFIX[coding] + (query === -1 ? '' : req.url.slice(query));
  res.locals[CHOSEN] = { coding, suffix: SUFFIX[coding] } satisfies ChosenCopy;
}

/**
 * For serve-static's `setHeaders`: when the file being sent is the copy `precompressedStatic`
 * chose, the original's Content-Type, the Content-Encoding, and an ETag of its own (two copies
 * of one size and time must not share one). Ranges are not offered on a copy. Any other file
 * (the fallback's index.html when a copy went missing meanwhile) is left as it is.
 */
export function precompressedHeaders(res: Response, path: string, stats: Stats): void {
  const chosen = res.locals[CHOSEN] as ChosenCopy | undefined;
  if (!chosen || !path.endsWith(chosen.suffix)) return;
  res.type(extname(path.slice(0, -chosen.suffix.length)) || 'application/octet-stream');
  res.setHeader('Content-Encoding', chosen.coding);
  res.setHeader('Accept-Ranges', 'none');
  res.setHeader('ETag', `W/"${stats.size.toString(16)}-${stats.mtime.getTime().toString(16)}-${chosen.coding}"`);
}
