import type { NextFunction, Request, Response } from 'express';
import { ApiErrorBody, ErrorCode, ErrorText } from '@storyvault/contracts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence for every state-changing /api call (see docs/decisions/0014-csrf-defence.md): a browser always
 * says where a request comes from (Sec-Fetch-Site, Origin), so a cross-site request is
 * refused. Requests that say nothing come from programs (curl, the Stripe webhook), which
 * carry no victim's cookies and so cannot be forged on anyone's behalf.
 */
export function originCheck(allowedOrigins: string[]) {
  const allowed = new Set(allowedOrigins);
  return (req: Request, res: Response, next: NextFunction): void => {
    if (SAFE_METHODS.has(req.method)) return next();
    const fetchSite = req.get('sec-fetch-site');
    const origin = req.get('origin');
    const ownOrigin = `${req.protocol}://${req.get('host')}`;
    // Fetch Metadata, when the browser sends it, is the better witness: with our
    // "Referrer-Policy: no-referrer" a same-origin form post carries "Origin: null".
    const refused =
      fetchSite !== undefined
        ? fetchSite !== 'same-origin' && fetchSite !== 'none'
        : origin !== undefined && origin !== ownOrigin && !allowed.has(origin);
    if (refused) {
      const body: ApiErrorBody = {
        statusCode: 403,
        code: ErrorCode.CROSS_SITE_REQUEST,
        message: ErrorText.forbiddenOrigin,
      };
      res.status(403).json(body);
      return;
    }
    next();
  };
}
