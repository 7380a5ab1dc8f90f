// `npm run bench:dashboard`: Lighthouse's desktop preset on the dashboard of a signed-in owner
// whose vault holds 200 stories (about four years of weekly answers), the newest 20 with a
// camera-sized photo each. Prints the median run's scores and metrics, and what the dashboard
// downloaded: every request to the api (a request for the whole story list, without `limit`, is
// called out), every image with its size, and whether the story cards' images are the small copies.
// Exits non-zero only when something crashed, never for a missed target.
//
// Knobs: BENCH_RUNS (3; the run with the median performance score is reported), BENCH_STORIES
// (200), BENCH_PHOTOS (20), CHROMIUM_PATH (/usr/bin/chromium), DATABASE_URL (an admin connection
// for a throwaway database; else an embedded PostgreSQL).
import { execSync } from 'node:child_process';
import { fillVaults } from './api-vault-history.mjs';
import { SESSION_COOKIE, SESSION_SECRET } from './api-settings.mjs';
import { log, migratedDatabase, printSummary, require, root, runBench, startPostgres } from './bench-kit.mjs';
import { buildIfNeeded, startBuiltApp } from './built-app.mjs';
import { auditPages } from './lighthouse-audit.mjs';

const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const STORIES = Number(process.env.BENCH_STORIES ?? 200);
const PHOTOS = Number(process.env.BENCH_PHOTOS ?? 20);
const TARGET_PERFORMANCE = 90;
const EMAIL = 'owner@example.com';
const PASSWORD = 'Bench!pass-2026';
const CATEGORIES = ['performance', 'accessibility'];

const cleanups = [];

async function api(base, path, { method = 'GET', cookie, json, form } = {}) {
  const headers = { ...(cookie ? { cookie } : {}) };
  // What a browser on the app's own pages sends with a state-changing call.
  if (method !== 'GET') Object.assign(headers, { origin: base, 'sec-fetch-site': 'same-origin' });
  if (json) headers['content-type'] = 'application/json';
  const response = await fetch(`${base}${path}`, { method, headers, body: json ? JSON.stringify(json) : form });
  if (!response.ok) throw new Error(`${method} ${path}: HTTP ${response.status} ${await response.text()}`);
  return response;
}

/** The owner (the CLI's user:create), signed in, with a vault of STORIES stories and PHOTOS photos. */
async function ownerWithStories(base, databaseUrl, env) {
  execSync(`node cli/bin/storyvault.js user:create --email ${EMAIL} --name "Ann Smith"`, {
    cwd: root,
    env,
    input: PASSWORD,
    stdio: ['pipe', 'ignore', 'inherit'],
  });
  const login = await api(base, '/api/login', { method: 'POST', json: { email: EMAIL, password: PASSWORD } });
  const cookie = login.headers
    .getSetCookie()
    .find((c) => c.startsWith(`${SESSION_COOKIE}=`))
    .split(';')[0];
  const vault = await (
    await api(base, '/api/vaults', {
      method: 'POST',
      cookie,
      json: {
        seniorName: 'Rose Mary Smith',
        seniorEmail: 'rose@example.com',
        deliveryMethod: 'email',
        frequency: 1,
        sendIntroEmail: false,
        isSetupComplete: true,
      },
    })
  ).json();
  log(`Giving the vault ${STORIES} stories (SQL)...`);
  await fillVaults(databaseUrl, [{ id: vault.id, stories: STORIES }]);

  // A camera-sized photo (4000×3000 of noise, about what a phone sends) on each of the newest stories.
  const sharp = require('sharp');
  const photo = await sharp({
    create: { width: 4000, height: 3000, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 40 } },
  })
    .jpeg({ quality: 85 })
    .toBuffer();
  const newest = await (await api(base, `/api/vaults/${vault.id}/stories?limit=${PHOTOS}`, { cookie })).json();
  log(`Adding a ${(photo.length / 1e6).toFixed(1)} MB photo to each of the ${newest.length} newest stories...`);
  for (const story of newest) {
    const form = new FormData();
    form.append('photo', new Blob([photo], { type: 'image/jpeg' }), 'garden.jpg');
    await api(base, `/api/vaults/${vault.id}/stories/${story.id}/photos`, { method: 'POST', cookie, form });
  }
  return { cookie, vaultId: vault.id };
}

const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

async function main() {
  buildIfNeeded();
  const postgres = await startPostgres(cleanups);
  const database = await migratedDatabase(postgres.adminUrl, 'sv_bench_dashboard', cleanups);
  log('Starting the built app...');
  const { base, env } = await startBuiltApp(cleanups, {
    databaseUrl: database.url,
    sessionSecret: SESSION_SECRET,
    name: 'dashboard',
  });
  const { cookie } = await ownerWithStories(base, database.url, { ...env, DATABASE_URL: database.url });

  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const [run] = await auditPages([
      { url: `${base}/dashboard`, categories: CATEGORIES, extraHeaders: { Cookie: cookie }, desktop: true },
    ]);
    log(`  run ${i + 1}: ${CATEGORIES.map((c) => `${c} ${run.scores[c]}`).join(', ')}`);
    runs.push(run);
  }
  const scores = runs.map((r) => r.scores.performance);
  const run = [...runs].sort((a, b) => a.scores.performance - b.scores.performance)[Math.floor(runs.length / 2)];

  const calls = run.requests.filter((r) => r.type !== 'Image' && new URL(r.url).pathname.startsWith('/api/'));
  const wholeList = calls.filter(
    (r) => /\/stories$/.test(new URL(r.url).pathname) && !new URL(r.url).searchParams.has('limit'),
  );
  const images = run.requests.filter((r) => r.type === 'Image');
  const storyImages = images.filter((r) => /\/photos\//.test(new URL(r.url).pathname));
  const small = storyImages.filter((r) => /thumb|small/.test(r.url));

  console.log(
    `\nLighthouse ${require('lighthouse/package.json').version}, desktop preset, /dashboard signed in as the owner of a vault of ${STORIES} stories (${PHOTOS} with a photo); PostgreSQL ${postgres.label}; median of ${RUNS} by performance [${scores.join(' ')}]`,
  );
  printSummary([
    ['measure', 'figure', 'target'],
    [
      'performance',
      run.scores.performance,
      `>= ${TARGET_PERFORMANCE} (${run.scores.performance >= TARGET_PERFORMANCE ? 'met' : 'MISSED'})`,
    ],
    ['accessibility', run.scores.accessibility, '100'],
    ...Object.entries(run.metrics).map(([name, value]) => [name, value, '']),
    ['requests to the api', calls.length, ''],
    ['requests for the whole story list', wholeList.length, `0 (${wholeList.length === 0 ? 'met' : 'MISSED'})`],
    ['story images', `${storyImages.length}, ${kB(storyImages.reduce((s, r) => s + r.bytes, 0))}`, ''],
    ['story images from the small copy', `${small.length} of ${storyImages.length}`, 'all'],
  ]);
  for (const line of run.failing) console.log(`  lost points: ${line}`);
  for (const shift of run.shifts) console.log(`  moved as it loaded (${shift.score}): ${shift.element}`);
  for (const r of calls) console.log(`  api: ${new URL(r.url).pathname}${new URL(r.url).search} ${kB(r.bytes)}`);
  for (const r of storyImages)
    console.log(`  image: ${new URL(r.url).pathname}${new URL(r.url).search} ${kB(r.bytes)}`);
}

await runBench(main, cleanups);
