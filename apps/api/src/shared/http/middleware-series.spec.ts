import express, { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';
import request from 'supertest';
import { fixedHeaders, middlewareSeries } from './middleware-series';

const mark =
  (name: string) =>
  (req: Request, _res: Response, next: NextFunction): void => {
    (req as Request & { seen?: string[] }).seen = [...((req as Request & { seen?: string[] }).seen ?? []), name];
    next();
  };
const seen = (req: Request) => (req as Request & { seen?: string[] }).seen ?? [];

function appWith(series: express.RequestHandler) {
  const app = express();
  app.use('/api', series);
  app.get('/api/x', (req, res) => res.json({ seen: seen(req), url: req.url, baseUrl: req.baseUrl }));
  app.use((error: Error, req: Request, res: Response, _next: NextFunction) => {
    res.status(500).json({ outer: error.message, seen: seen(req) });
  });
  return app;
}

describe('middlewareSeries', () => {
  it('runs its handlers in order as one layer, then the routes as Express would', async () => {
    const app = appWith(middlewareSeries([mark('a'), mark('b'), mark('c')]));
    const response = await request(app).get('/api/x').expect(200);
    expect(response.body).toEqual({ seen: ['a', 'b', 'c'], url: '/api/x', baseUrl: '' });
  });

  it("skips error handlers while there is no error, and a handler's error skips to the next error handler", async () => {
    const recovered = (error: Error, req: Request, res: Response, _next: NextFunction) =>
      void res.status(418).json({ caught: error.message, seen: seen(req) });
    const fails = (_req: Request, _res: Response, next: NextFunction) => next(new Error('bad body'));
    const quiet = appWith(middlewareSeries([mark('a'), recovered, mark('b')]));
    expect((await request(quiet).get('/api/x').expect(200)).body.seen).toEqual(['a', 'b']);
    const failing = appWith(middlewareSeries([mark('a'), fails, mark('skipped'), recovered, mark('after')]));
    expect((await request(failing).get('/api/x').expect(418)).body).toEqual({ caught: 'bad body', seen: ['a'] });
  });

  it('hands an error no handler of its own took, thrown or rejected, to the next layer', async () => {
    const throws = () => {
      throw new Error('thrown');
    };
    const rejects = async () => {
      throw new Error('rejected');
    };
    for (const [handler, message] of [
      [throws, 'thrown'],
      [rejects, 'rejected'],
    ] as const) {
      const app = appWith(middlewareSeries([mark('a'), handler as express.RequestHandler, mark('never')]));
      expect((await request(app).get('/api/x').expect(500)).body).toEqual({ outer: message, seen: ['a'] });
    }
  });

  it("passes Express's 'route' and 'router' signals on to the router", async () => {
    const signal = (value: 'route' | 'router') => (_req: Request, _res: Response, next: NextFunction) => next(value);
    // 'router': the rest of the inner router is left, the outer one goes on.
    const app = express();
    const inner = express.Router();
    inner.use(middlewareSeries([signal('router'), mark('never')]));
    inner.get('/x', (_req, res) => void res.send('inner'));
    app.use('/api', inner);
    app.get('/api/x', (req, res) => void res.json({ seen: seen(req) }));
    expect((await request(app).get('/api/x').expect(200)).body).toEqual({ seen: [] });
    // 'route' from middleware: the series' own handlers after it are left, the next layer runs, with no error.
    const routed = appWith(middlewareSeries([mark('a'), signal('route'), mark('never')]));
    expect((await request(routed).get('/api/x').expect(200)).body).toEqual({ seen: ['a'], url: '/api/x', baseUrl: '' });
  });
});

describe('fixedHeaders', () => {
  it('sets exactly the headers helmet sets, removing X-Powered-By as it does', async () => {
    const configured = () =>
      helmet({
        contentSecurityPolicy: { directives: { 'img-src': ["'self'", 'data:'] } },
        strictTransportSecurity: false,
      });
    const headersOf = async (middleware: express.RequestHandler) => {
      const app = express();
      app.use(middleware);
      app.get('/', (_req, res) => void res.send('ok'));
      const { headers } = await request(app).get('/').expect(200);
      const { date: _date, ...rest } = headers;
      return rest;
    };
    const real = await headersOf(configured());
    expect(real['content-security-policy']).toContain("img-src 'self' data:");
    expect(real['x-powered-by']).toBeUndefined();
    expect(await headersOf(fixedHeaders(configured()))).toEqual(real);
  });

  it('refuses a middleware that does not pass the request on at once', () => {
    expect(() => fixedHeaders(() => undefined)).toThrow(/did not pass the request on/);
  });
});
