import { startTestApp, TestApp } from '@storyvault/testing';
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';

const AUDIT = join(__dirname, '..', '..', 'scripts', 'bench', 'lighthouse-audit.mjs');

interface PageAudit {
  url: string;
  scores: Record<string, number>;
  failing: string[];
}

/**
 * Lighthouse (mobile defaults) on the prerendered landing page against the real app: a floor
 * well under `npm run bench:pages`'s targets, so a slow shared machine does not fail it, while a
 * page that lost its prerendering or its accessibility does. One run of each of `/` and /about.
 */
describe('Lighthouse on the public pages', () => {
  let t: TestApp;
  let base: string;

  beforeAll(async () => {
    t = await startTestApp({ listen: true });
    base = `http://127.0.0.1:${(t.server.address() as { port: number }).port}`;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('scores / and /about at least 90 for performance and 95 for accessibility', async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [AUDIT, `${base}/=performance,accessibility`, `${base}/about=performance,accessibility`],
      { timeout: 210_000, maxBuffer: 10 * 1024 * 1024 },
    );
    const [landing, about] = JSON.parse(stdout) as PageAudit[];

    const floors: Array<[PageAudit, Record<string, number>]> = [
      [landing, { performance: 90, accessibility: 95 }],
      [about, { performance: 90, accessibility: 95 }],
    ];
    for (const [page, floor] of floors) {
      const low = Object.entries(floor)
        .filter(([category, min]) => !(page.scores[category] >= min))
        .map(([category, min]) => `${category} ${page.scores[category]} < ${min}`);
      // On a miss, the audits that lost points say why.
      expect({ url: page.url, low, failing: low.length ? page.failing : [] }).toEqual({
        url: page.url,
        low: [],
        failing: [],
      });
    }
  }, 240_000);
});
