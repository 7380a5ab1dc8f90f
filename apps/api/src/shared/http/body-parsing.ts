import express, { NextFunction, Request, Response } from 'express';
import { ApiErrorBody, ErrorCode } from '@storyvault/contracts';

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

/**
 * How deep a JSON body may nest. Our own bodies go 3 levels deep and Stripe's events about 8;
 * far deeper ones only serve to overflow the stack of the validation that walks them.
 */
export const MAX_JSON_DEPTH = 32;

/** What is wrong with a parsed body that the parser took, if anything. */
function bodyProblem(body: unknown): string | null {
  // Walked without recursion: the bodies this looks for are the ones that nest thousands deep.
  const pending: Array<[unknown, number]> = [[body, 0]];
  while (pending.length > 0) {
    const [value, depth] = pending.pop()!;
    if (typeof value === 'string') {
      const problem = textProblem(value);
      if (problem) return problem;
    } else if (typeof value === 'object' && value !== null) {
      if (depth >= MAX_JSON_DEPTH) return `The request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels).`;
      for (const [key, inner] of Object.entries(value)) {
        const problem = textProblem(key);
        if (problem) return problem;
        pending.push([inner, depth + 1]);
      }
    }
  }
  return null;
}

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function textProblem(text: string): string | null {
  // PostgreSQL text cannot hold U+0000.
  if (text.includes('\u0000')) return 'The request body contains a character that is not allowed (U+0000).';
  // A lone surrogate ("\ud800") is no character at all: validators and encoders throw on it.
  if (LONE_SURROGATE.test(text)) return 'The request body contains text that is not valid Unicode (a lone surrogate).';
  return null;
}

/**
 * JSON and form bodies, with the parser's own failures answered as clear 4xx JSON.
 * (Left to Nest, a malformed body falls through to a misleading 404.) A body the parser took
 * is then refused with a 400 when it would fail later as a 500: nested too deeply for the
 * validation, or holding U+0000 or a lone surrogate.
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
        code: status === 413 ? ErrorCode.PAYLOAD_TOO_LARGE : ErrorCode.BAD_REQUEST,
        message: MESSAGES[type] ?? 'The request body could not be read.',
      };
      res.status(status).json(body);
    },
    (req: Request, res: Response, next: NextFunction) => {
      const message = bodyProblem(req.body);
      if (!message) return next();
      const body: ApiErrorBody = { statusCode: 400, code: ErrorCode.BAD_REQUEST, message };
      res.status(400).json(body);
    },
  ];
}
