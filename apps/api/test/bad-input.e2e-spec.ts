import { startTestApp, TestApp } from '@storyvault/api-testing';
import request from 'supertest';

/**
 * Every state-changing endpoint in the OpenAPI description gets bodies of every wrong shape;
 * none may answer 5xx, and every refusal is a JSON ApiErrorBody.
 */
describe('bad input never yields a 500', () => {
  let t: TestApp;
  let endpoints: Array<{ method: 'post' | 'put' | 'patch' | 'delete'; path: string }>;

  beforeAll(async () => {
    t = await startTestApp();
    const doc = await request(t.server).get('/api/docs/openapi.json').expect(200);
    endpoints = Object.entries(doc.body.paths as Record<string, Record<string, unknown>>).flatMap(([path, ops]) =>
      (['post', 'put', 'patch', 'delete'] as const)
        .filter((m) => ops[m])
        .map((method) => ({ method, path: path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000') })),
    );
  });
  afterAll(() => t.close());

  const jsonBodies: unknown[] = [
    [],
    [1, 2],
    {},
    { email: null, password: null, name: null, token: null, newPassword: null },
    { email: 5, password: true, name: [], token: {}, newPassword: 1e308 },
    { email: { $gt: '' }, password: { toString: 'x' } },
    { email: 'a@b.c', password: 'x'.repeat(50_000), name: 'n'.repeat(10_000), token: 't'.repeat(5_000) },
    { email: '\u0000\uffff', password: '\ud800', name: '<script>', token: '../../../etc/passwd', newPassword: '' },
    { __proto__: { admin: true }, constructor: { prototype: {} } },
  ];
  const rawBodies: Array<[string, string]> = [
    ['application/json', '{not json'],
    ['application/json', '"a string"'],
    ['application/json', 'null'],
    ['application/json', '12'],
    ['text/plain', 'hello'],
    ['application/x-www-form-urlencoded', 'email=a&password[]=b'],
    ['application/xml', '<a/>'],
  ];

  it('covers the auth endpoints', () => {
    expect(endpoints.map((e) => e.path)).toEqual(
      expect.arrayContaining([
        '/api/login',
        '/api/register',
        '/api/auth/password-reset/request',
        '/api/auth/password-reset/confirm',
      ]),
    );
  });

  it('answers every wrong JSON shape with a 4xx JSON error', async () => {
    for (const { method, path } of endpoints) {
      for (const body of jsonBodies) {
        const call = request(t.server)[method](path);
        const res = await call.send(body as object);
        if (res.status >= 500 || (res.status >= 400 && typeof res.body?.message !== 'string')) {
          throw new Error(
            `${method.toUpperCase()} ${path} with ${JSON.stringify(body).slice(0, 80)} -> ${res.status} ${res.text}`,
          );
        }
      }
    }
  });

  it('answers malformed and foreign bodies with a 4xx JSON error', async () => {
    for (const { method, path } of endpoints) {
      for (const [type, raw] of rawBodies) {
        const res = await request(t.server)[method](path).set('Content-Type', type).send(raw);
        if (res.status >= 500 || (res.status >= 400 && typeof res.body?.message !== 'string')) {
          throw new Error(`${method.toUpperCase()} ${path} with ${type} ${raw} -> ${res.status} ${res.text}`);
        }
      }
    }
  });

  it('answers an oversized body with 413', async () => {
    const res = await request(t.server)
      .post('/api/login')
      .send({ email: 'a@b.c', password: 'x'.repeat(200_000) });
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('PAYLOAD_TOO_LARGE');
  });
});
