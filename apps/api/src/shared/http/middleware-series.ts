import type { ErrorRequestHandler, NextFunction, Request, RequestHandler, Response } from 'express';

type Handler = RequestHandler | ErrorRequestHandler;

/**
 * Express middleware run one after another as a single layer, as Express would run them listed
 * one by one: a handler's error skips to the next error handler (four parameters), an error
 * handler is skipped while there is no error, and what is left over goes to `next`. One layer
 * instead of several spares every request Express's matching and path trimming per layer.
 */
export function middlewareSeries(handlers: Handler[]): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    let index = 0;
    const step = (error?: unknown): void => {
      // Express's own signal to leave the rest of a router's layers: the caller's next takes it.
      if (error === 'route' || error === 'router') return next(error);
      while (index < handlers.length) {
        const handler = handlers[index++];
        const handlesErrors = handler.length === 4;
        if (Boolean(error) !== handlesErrors) continue;
        try {
          const result: unknown = error
            ? (handler as ErrorRequestHandler)(error, req, res, step)
            : (handler as RequestHandler)(req, res, step);
          // As Express 5 does: a promise a handler returns that rejects is an error passed on.
          if (result instanceof Promise) result.catch((rejected: unknown) => step(rejected ?? new Error('Rejected')));
        } catch (thrown) {
          step(thrown ?? new Error('A middleware threw nothing'));
        }
        return;
      }
      next(error);
    };
    step();
  };
}

/**
 * Headers a middleware sets the same on every answer, found once by running it against a
 * stand-in response; the middleware returned sets (and removes) the same ones without running it
 * again. Only for middleware whose headers depend on nothing in the request (helmet's, configured
 * without nonces).
 */
export function fixedHeaders(middleware: RequestHandler): RequestHandler {
  const set: Array<[string, string | number | readonly string[]]> = [];
  const removed: string[] = [];
  let passed = false;
  const standIn = {
    setHeader: (name: string, value: string | number | readonly string[]) => void set.push([name, value]),
    removeHeader: (name: string) => void removed.push(name),
  };
  middleware({} as Request, standIn as unknown as Response, (error?: unknown) => {
    if (error) throw error instanceof Error ? error : new Error(String(error));
    passed = true;
  });
  if (!passed) throw new Error('fixedHeaders: the middleware did not pass the request on at once');
  return (_req: Request, res: Response, next: NextFunction) => {
    for (const [name, value] of set) res.setHeader(name, value);
    for (const name of removed) res.removeHeader(name);
    next();
  };
}
