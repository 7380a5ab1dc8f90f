// Lighthouse (mobile defaults, simulated throttling) on pages of a running StoryVault, in
// Debian's Chromium (CHROMIUM_PATH, else /usr/bin/chromium). Used by `npm run bench:pages` and,
// as a child process, by test/browser/lighthouse.journey.ts (jest cannot load Lighthouse's ES
// modules itself):
//
//   node scripts/bench/lighthouse-audit.mjs URL=performance,accessibility [URL=categories ...]
//
// prints one JSON line: [{ url, scores, metrics, failing, scripts }] with scores from 0 to 100.
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const ALL_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
/** Runtime errors where Chromium lost the trace of the load, not the page failing to load. */
export const TRACE_RECORDING_ERRORS = new Set(['NO_NAVSTART', 'NO_TRACING_STARTED', 'NO_RESOURCE_REQUEST']);
export const TRACE_ATTEMPTS = 3;
const METRICS = {
  'first-contentful-paint': 'FCP',
  'largest-contentful-paint': 'LCP',
  'total-blocking-time': 'TBT',
  'cumulative-layout-shift': 'CLS',
  'speed-index': 'SI',
};

async function loadLighthouse() {
  const { default: lighthouse } = await import('lighthouse');
  // chrome-launcher comes with Lighthouse; resolve it from there rather than hoping it is hoisted.
  const fromLighthouse = createRequire(createRequire(import.meta.url).resolve('lighthouse/package.json'));
  const chromeLauncher = await import(pathToFileURL(fromLighthouse.resolve('chrome-launcher')).href);
  return { lighthouse, launch: chromeLauncher.launch };
}

/** What one Lighthouse run says about a page: category scores (0-100), metrics, audits that lost points. */
function summarize(lhr) {
  const scores = Object.fromEntries(
    Object.entries(lhr.categories).map(([id, category]) => [id, Math.round((category.score ?? 0) * 100)]),
  );
  const metrics = Object.fromEntries(
    Object.entries(METRICS).map(([id, name]) => [name, lhr.audits[id]?.displayValue ?? 'n/a']),
  );
  const failing = [];
  for (const [categoryId, category] of Object.entries(lhr.categories)) {
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit.score !== null && audit.score < 0.9) {
        failing.push(
          `${categoryId}: ${audit.id} (${Math.round(audit.score * 100)}) ${audit.displayValue ?? ''}`.trim(),
        );
      }
    }
  }
  const scripts = (lhr.audits['network-requests']?.details?.items ?? [])
    .filter((request) => request.resourceType === 'Script')
    .map((request) => request.url);
  const requests = (lhr.audits['network-requests']?.details?.items ?? []).map((request) => ({
    url: request.url,
    type: request.resourceType,
    bytes: request.transferSize ?? 0,
  }));
  // What moved as the page loaded (the cumulative layout shift's parts), largest first.
  const shifts = (lhr.audits['layout-shifts']?.details?.items ?? []).map((item) => ({
    score: Math.round((item.score ?? 0) * 1000) / 1000,
    element: item.node?.selector ?? item.node?.snippet ?? 'unknown',
  }));
  return {
    url: lhr.finalDisplayedUrl,
    requestedUrl: lhr.requestedUrl,
    scores,
    metrics,
    failing,
    scripts,
    requests,
    shifts,
  };
}

/**
 * One Lighthouse run of url. A lost trace (TRACE_RECORDING_ERRORS) says nothing about the page,
 * and Lighthouse's own message asks for another run, so it is run again, up to TRACE_ATTEMPTS
 * times; any other runtime error (the page failed to load or paint) is reported at once.
 */
export async function runLighthouse(
  lighthouse,
  url,
  { port, categories = ALL_CATEGORIES, log = process.stderr, extraHeaders, config },
) {
  for (let attempt = 1; ; attempt += 1) {
    const flags = { port, output: 'json', logLevel: 'error', onlyCategories: categories, extraHeaders };
    const run = await lighthouse(url, flags, config);
    if (!run) throw new Error(`Lighthouse returned nothing for ${url}`);
    const code = run.lhr.runtimeError?.code;
    if (!code) return run;
    if (!TRACE_RECORDING_ERRORS.has(code) || attempt >= TRACE_ATTEMPTS) {
      throw new Error(`Lighthouse could not load ${url}: ${run.lhr.runtimeError.message}`);
    }
    log.write(`Lighthouse lost the trace of ${url} (${code}); running it again\n`);
  }
}

/**
 * Audits each { url, categories, extraHeaders, desktop } once, in one Chromium: mobile defaults,
 * or Lighthouse's desktop preset when `desktop`; `extraHeaders` (a signed-in session's cookie)
 * go with every request the page makes. Runs are sequential: Lighthouse measures one page at a time.
 */
export async function auditPages(pages) {
  const { lighthouse, launch } = await loadLighthouse();
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    const results = [];
    for (const { url, categories = ALL_CATEGORIES, extraHeaders, desktop } of pages) {
      const config = desktop ? (await import('lighthouse/core/config/desktop-config.js')).default : undefined;
      const run = await runLighthouse(lighthouse, url, { port: chrome.port, categories, extraHeaders, config });
      results.push(summarize(run.lhr));
    }
    return results;
  } finally {
    await chrome.kill();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const pages = process.argv.slice(2).map((arg) => {
    const at = arg.lastIndexOf('=');
    return at < 0 ? { url: arg } : { url: arg.slice(0, at), categories: arg.slice(at + 1).split(',') };
  });
  if (pages.length === 0) {
    process.stderr.write('usage: node scripts/bench/lighthouse-audit.mjs URL[=category,...] ...\n');
    process.exit(2);
  }
  auditPages(pages).then(
    (results) => process.stdout.write(`${JSON.stringify(results)}\n`),
    (error) => {
      process.stderr.write(`${error.stack ?? error}\n`);
      process.exit(1);
    },
  );
}
