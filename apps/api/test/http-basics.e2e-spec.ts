import { startTestApp, TestApp } from '@storyvault/api-testing';
import request from 'supertest';

describe('HTTP basics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('reports health including the database', async () => {
    const res = await request(t.server).get('/api/health').expect(200);
    expect(res.body).toMatchObject({ status: 'ok', info: { database: { status: 'up' } } });
  });

  it('answers unknown /api paths with JSON 404', async () => {
    const res = await request(t.server).get('/api/no-such-thing').expect(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
  });

  it('sends security headers with a real content security policy', async () => {
    const res = await request(t.server).get('/api/health');
    const csp = res.headers['content-security-policy'];
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("'unsafe-eval'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('asks that no answer of the api be kept, and sends no ETag', async () => {
    const signedOut = await request(t.server).get('/api/me');
    expect(signedOut.headers['cache-control']).toBe('private, no-store');
    expect(signedOut.headers.etag).toBeUndefined();
    const agent = request.agent(t.server);
    await agent
      .post('/api/register')
      .send({ name: 'Cache Test', email: 'cache-test@example.com', password: 'Str0ng!pass' })
      .expect(200);
    const vaults = await agent.get('/api/vaults').expect(200);
    expect(vaults.headers['cache-control']).toBe('private, no-store');
    expect(vaults.headers.etag).toBeUndefined();
  });

  it('tags every response with a request id, keeping a sane one given by the caller', async () => {
    const fresh = await request(t.server).get('/api/health');
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const given = await request(t.server).get('/api/health').set('x-request-id', 'trace-123');
    expect(given.headers['x-request-id']).toBe('trace-123');
    const hostile = await request(t.server).get('/api/health').set('x-request-id', '<script>');
    expect(hostile.headers['x-request-id']).not.toBe('<script>');
  });

  it('publishes the OpenAPI description at /api/docs', async () => {
    await request(t.server).get('/api/docs').expect(200).expect('content-type', /html/);
    const doc = await request(t.server).get('/api/docs/openapi.json').expect(200);
    expect(Object.keys(doc.body.paths)).toEqual(expect.arrayContaining(['/api/me', '/api/login', '/api/register']));
    // The owner's account and gifts, as their contract names them.
    expect(Object.keys(doc.body.paths)).toEqual(
      expect.arrayContaining([
        '/api/billing',
        '/api/billing/cancel',
        '/api/billing/resume',
        '/api/billing/switch',
        '/api/billing/portal',
        '/api/billing/refund',
        '/api/gifts',
        '/api/gifts/{id}/card',
      ]),
    );
    expect(Object.keys(doc.body.paths['/api/billing'])).toEqual(['get']);
    expect(Object.keys(doc.body.paths['/api/gifts'])).toEqual(['post']);
  });

  describe('CSRF defence on state-changing calls', () => {
    const body = { name: 'Eve', email: 'eve@example.com', password: 'Str0ng!pass' };

    it('refuses a cross-site browser request (Sec-Fetch-Site)', async () => {
      const res = await request(t.server)
        .post('/api/register')
        .set('Sec-Fetch-Site', 'cross-site')
        .send(body)
        .expect(403);
      expect(res.body.code).toBe('CROSS_SITE_REQUEST');
    });

    it('refuses a request from a foreign Origin', async () => {
      await request(t.server).post('/api/logout').set('Origin', 'https://evil.example').expect(403);
    });

    it('accepts same-origin browser requests and the public origin', async () => {
      await request(t.server).post('/api/logout').set('Sec-Fetch-Site', 'same-origin').expect(204);
      await request(t.server).post('/api/logout').set('Origin', t.config.publicOrigin).expect(204);
    });

    it('accepts a same-origin form post whose Origin is null (no-referrer policy), refuses it without Fetch Metadata', async () => {
      await request(t.server)
        .post('/api/logout')
        .set('Origin', 'null')
        .set('Sec-Fetch-Site', 'same-origin')
        .expect(204);
      await request(t.server).post('/api/logout').set('Origin', 'null').expect(403);
      await request(t.server)
        .post('/api/logout')
        .set('Origin', t.config.publicOrigin)
        .set('Sec-Fetch-Site', 'cross-site')
        .expect(403);
    });

    it('leaves reads alone', async () => {
      await request(t.server).get('/api/health').set('Sec-Fetch-Site', 'cross-site').expect(200);
    });

    it('stored nothing for the refused request', async () => {
      await request(t.server).post('/api/login').send({ email: body.email, password: body.password }).expect(401);
    });
  });
});
