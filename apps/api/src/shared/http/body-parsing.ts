import express, { NextFunction, Request, Response } from 'express';
import { ApiErrorBody } from '@storyvault/contracts';

export const JSON_BODY_LIMIT = '100kb';
/** Stripe's events carry whole objects (a subscription with its items, long metadata): well over 100 kB at times. */
export const WEBHOOK_BODY_LIMIT = '1mb';
/** The webhook's route as Express matches it: any letter case, an optional trailing slash, any query. */
const WEBHOOK_PATH = /^\/api\/billing\/webhook\/?(\?|$)/i;

interface ParserError {
  status?: number;
  type?: string;
}

const MESSAGES: Record<string, string> = {
  'entity.parse.failed': 'The request body is not valid JSON.',
  'entity.too.large': 'The request body is too large.',
  'encoding.unsupported': 'The request body encoding is not supported.',
  'charset.unsupported': 'The request body charset is not supported.',
  'request.aborted': 'The request was aborted.',
};

/** Whether a parsed body holds U+0000 in any string or key (walked without recursion: bodies may nest deeply). */
function containsNul(body: unknown): boolean {
  const pending: unknown[] = [body];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return true;
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, inner] of Object.entries(value)) {
        if (key.includes('\u0000')) return true;
        pending.push(inner);
      }
    }
  }
  return false;
}

/**
 * JSON and form bodies, with the parser's own failures answered as clear 4xx JSON.
 * (Left to Nest, a malformed body falls through to a misleading 404.) PostgreSQL text cannot
 * hold U+0000, so a body with one is refused here rather than failing as a 500 in a query.
 */
export function bodyParsing() {
  const webhookJson = express.json({
    limit: WEBHOOK_BODY_LIMIT,
    // Payment webhooks are signed over the exact bytes sent; keep them for the check.
    verify: (req, _res, buf) => {
      (req as Request & { rawBody?: Buffer }).rawBody = buf;
    },
  });
  return [
    // The webhook's body is read first, with its own limit; the parser below then finds it read.
    (req: Request, res: Response, next: NextFunction) =>
      WEBHOOK_PATH.test(req.originalUrl) ? webhookJson(req, res, next) : next(),
    express.json({ limit: JSON_BODY_LIMIT }),
    express.urlencoded({ extended: false, limit: JSON_BODY_LIMIT }),
    (error: unknown, _req: Request, res: Response, next: NextFunction) => {
      const { status, type } = (error ?? {}) as ParserError;
      if (!type || !status || status < 400 || status >= 500) return next(error);
      const body: ApiErrorBody = {
        statusCode: status,
        code: status === 413 ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST',
        message: MESSAGES[type] ?? 'The request body could not be read.',
      };
      res.status(status).json(body);
    },
    (req: Request, res: Response, next: NextFunction) => {
      if (!containsNul(req.body)) return next();
      const body: ApiErrorBody = {
        statusCode: 400,
        code: 'BAD_REQUEST',
        message: 'The request body contains a character that is not allowed (U+0000).',
      };
      res.status(400).json(body);
    },
  ];
}
