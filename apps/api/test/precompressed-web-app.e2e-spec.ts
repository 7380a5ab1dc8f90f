import { startTestApp, TestApp } from '@storyvault/api-testing';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { IncomingHttpHeaders, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';

interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** One request over the wire, its body exactly as sent: no client here undoes a Content-Encoding. */
function raw(t: TestApp, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawAnswer> {
  const { port } = t.server.address() as AddressInfo;
  return new Promise((done, fail) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', fail);
    });
    req.on('error', fail);
    req.end();
  });
}

const decoded = (answer: RawAnswer): Buffer => {
  const coding = answer.headers['content-encoding'];
  if (coding === 'br') return brotliDecompressSync(answer.body);
  if (coding === 'gzip') return gunzipSync(answer.body);
  if (coding === undefined) return answer.body;
  throw new Error(`unexpected Content-Encoding ${coding}`);
};

const page = (title: string) =>
  Buffer.from(
    `<!doctype html><html lang="en"><head><title>${title}</title></head><body>${'<p>A story.</p>'.repeat(200)}</body></html>`,
  );
const script = Buffer.from(
  `export const words = ${JSON.stringify(Array.from({ length: 300 }, (_v, i) => `word ${i}`))};`,
);
const onlyGzip = Buffer.from(`body { color: black; }\n`.repeat(100));

describe('the web app sent in its compressed copies', () => {
  let t: TestApp;
  let dist: string;
  const files: Record<string, Buffer> = {
    'index.html': page('Home'),
    'about/index.html': page('About'),
    'assets/index-abc123.js': script,
    'assets/plain-abc123.css': onlyGzip,
  };

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'sv-web-dist-'));
    for (const [name, content] of Object.entries(files)) {
      mkdirSync(join(dist, dirname(name)), { recursive: true });
      writeFileSync(join(dist, name), content);
      writeFileSync(join(dist, `${name}.gz`), gzipSync(content));
      if (name !== 'assets/plain-abc123.css') writeFileSync(join(dist, `${name}.br`), brotliCompressSync(content));
    }
    writeFileSync(join(dist, 'robots.txt'), 'User-agent: *\n');
    t = await startTestApp({ listen: true, webDist: dist });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('sends brotli to a client that takes brotli and gzip, gzip to one that takes gzip, the file to the others', async () => {
    const plain = await raw(t, '/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(script)).toBe(true);
    expect(plain.headers.vary).toMatch(/Accept-Encoding/);
    for (const [accept, coding] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
      ['gzip;q=1, br;q=0.5', 'gzip'],
      ['identity', undefined],
    ] as const) {
      const answer = await raw(t, '/assets/index-abc123.js?v=1', { 'Accept-Encoding': accept });
      expect([accept, answer.status, answer.headers['content-encoding']]).toEqual([accept, 200, coding]);
      expect(decoded(answer).equals(script)).toBe(true);
      expect(answer.headers['content-type']).toBe(plain.headers['content-type']);
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(answer.headers.vary).toMatch(/Accept-Encoding/);
      expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    }
    const onlyGz = await raw(t, '/assets/plain-abc123.css', { 'Accept-Encoding': 'br, gzip' });
    expect(onlyGz.headers['content-encoding']).toBe('gzip');
    expect(onlyGz.headers['content-type']).toMatch(/^text\/css/);
    expect(decoded(onlyGz).equals(onlyGzip)).toBe(true);
  });

  it('answers HEAD and conditional requests for the copy it sends', async () => {
    const first = await raw(t, '/assets/index-abc123.js', { 'Accept-Encoding': 'br' });
    const head = await raw(t, '/assets/index-abc123.js', { 'Accept-Encoding': 'br' }, 'HEAD');
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers['content-length']).toBe(first.headers['content-length']);
    expect(head.body.length).toBe(0);
    const gzip = await raw(t, '/assets/index-abc123.js', { 'Accept-Encoding': 'gzip' });
    const plain = await raw(t, '/assets/index-abc123.js');
    // One ETag per representation, each revalidating only its own.
    expect(new Set([first.headers.etag, gzip.headers.etag, plain.headers.etag]).size).toBe(3);
    const again = await raw(t, '/assets/index-abc123.js', {
      'Accept-Encoding': 'br',
      'If-None-Match': first.headers.etag!,
    });
    expect(again.status).toBe(304);
    const otherCoding = await raw(t, '/assets/index-abc123.js', {
      'Accept-Encoding': 'gzip',
      'If-None-Match': first.headers.etag!,
    });
    expect(otherCoding.status).toBe(200);
    expect(decoded(otherCoding).equals(script)).toBe(true);
  });

  it('answers a Range request from the file as it is, never a range of compressed bytes', async () => {
    const part = await raw(t, '/assets/index-abc123.js', { 'Accept-Encoding': 'br, gzip', Range: 'bytes=0-9' });
    expect(part.status).toBe(206);
    expect(part.headers['content-encoding']).toBeUndefined();
    expect(part.body.equals(script.subarray(0, 10))).toBe(true);
    const copy = await raw(t, '/assets/index-abc123.js', { 'Accept-Encoding': 'br' });
    expect(copy.headers['accept-ranges']).toBe('none');
  });

  it('compresses the pages, the SPA fallback too, and keeps them fresh', async () => {
    for (const [path, content] of [
      ['/', files['index.html']],
      ['/about/', files['about/index.html']],
      ['/dashboard/vaults/7', files['index.html']],
      ['/assets/gone-000000.js', files['index.html']],
    ] as const) {
      const answer = await raw(t, path, { 'Accept-Encoding': 'gzip, br' });
      expect([path, answer.status, answer.headers['content-encoding']]).toEqual([path, 200, 'br']);
      expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(answer.headers['cache-control']).toBe('no-cache');
      expect(answer.headers['permissions-policy']).toContain('microphone=()');
      expect(decoded(answer).equals(content)).toBe(true);
    }
    const plain = await raw(t, '/dashboard');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(files['index.html'])).toBe(true);
    // A folder named without its slash is still redirected to it, as serve-static always did.
    const folder = await raw(t, '/about', { 'Accept-Encoding': 'br' });
    expect(folder.status).toBe(301);
    expect(folder.headers.location).toBe('/about/');
  });

  it('sends a file without copies as it is, and never a dotfile or a path outside the app', async () => {
    const robots = await raw(t, '/robots.txt', { 'Accept-Encoding': 'br, gzip' });
    expect(robots.headers['content-encoding']).toBeUndefined();
    expect(robots.headers.vary).toBeUndefined();
    expect(robots.body.toString()).toBe('User-agent: *\n');
    const outside = await raw(t, '/%2e%2e/%2e%2e/etc/passwd', { 'Accept-Encoding': 'br' });
    expect(outside.body.toString()).not.toContain('root:');
    expect(outside.headers['content-encoding']).toBeUndefined();
  });

  it('leaves the api alone', async () => {
    for (const path of ['/api/health', '/API/health', '/api/no-such-thing']) {
      const answer = await raw(t, path, { 'Accept-Encoding': 'br, gzip' });
      const without = await raw(t, path);
      expect([path, answer.headers['content-encoding'], answer.headers.vary]).toEqual([path, undefined, undefined]);
      expect(answer.headers['content-type']).toMatch(/application\/json/);
      expect(answer.headers['cache-control']).toBe(without.headers['cache-control']);
      expect(answer.headers['cache-control']).toMatch(/no-store/);
      expect(answer.body.length).toBe(without.body.length);
    }
  });
});
