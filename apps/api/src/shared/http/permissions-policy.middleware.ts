import type { NextFunction, Request, Response } from 'express';

/** Powerful browser features no page of ours uses. */
const NEVER = ['camera', 'geolocation', 'payment', 'usb', 'serial', 'bluetooth', 'midi', 'display-capture'];
/** The one page that records (docs/product.md §2: /respond/record); the microphone is off everywhere else. */
const RECORD_PAGE = /^\/respond\/record\/?$/;

/**
 * Permissions-Policy on every response: the microphone only on the record page (for this
 * origin alone), the rest of the powerful features nowhere. The policy binds the document it
 * comes with, so the record page is reached by a full page load (the write page links to it
 * with a plain link).
 */
export function permissionsPolicy() {
  const base = NEVER.map((feature) => `${feature}=()`).join(', ');
  const everywhere = `${base}, microphone=()`;
  const recordPage = `${base}, microphone=(self)`;
  return (req: Request, res: Response, next: NextFunction): void => {
    res.setHeader('Permissions-Policy', RECORD_PAGE.test(req.path) ? recordPage : everywhere);
    next();
  };
}
