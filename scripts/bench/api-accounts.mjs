// bench:api's accounts, reached over HTTP as their users reach them: signing in, setting up a
// vault, and the keep-alive client the soak's users and the one-at-a-time reads send with.
import { execSync } from 'node:child_process';
import { Agent, request as httpRequest } from 'node:http';
import { fillVaults } from './api-vault-history.mjs';
import {
  OWNER_EMAIL,
  OWNER_LARGE_EMAIL,
  PASSWORD,
  SESSION_COOKIE,
  SOAK_TIMEOUT_MS,
  SOAK_USERS,
  STORIES,
  STORIES_LARGE,
  STORY_PAGE,
} from './api-settings.mjs';
import { log, root, withClient } from './bench-kit.mjs';

function sessionCookieOf(response) {
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  if (!cookie) throw new Error(`no session cookie (HTTP ${response.status})`);
  return cookie.split(';')[0];
}

/** What a browser on the app's own pages sends with a state-changing call (docs/decisions/0014-csrf-defence.md). */
const sameOrigin = (base) => ({ origin: base, 'sec-fetch-site': 'same-origin' });

async function api(base, path, { method = 'GET', cookie, body } = {}) {
  const headers = { ...(cookie ? { cookie } : {}) };
  if (method !== 'GET') Object.assign(headers, sameOrigin(base), { 'content-type': 'application/json' });
  const response = await fetch(`${base}${path}`, { method, headers, body: body && JSON.stringify(body) });
  if (!response.ok) throw new Error(`${method} ${path}: HTTP ${response.status} ${await response.text()}`);
  return response;
}

async function logIn(base, email) {
  return sessionCookieOf(await api(base, '/api/login', { method: 'POST', body: { email, password: PASSWORD } }));
}

/** Runs `work` on each item, `width` at a time. */
async function inLanes(items, width, work) {
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const i = next++;
      await work(items[i], i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, lane));
}

/**
 * The owner (the CLI's user:create), the owner of a ten-year vault and the soak's families
 * (users copied from the owner's row, password hash included), each signed in and with a vault
 * set up through the api, then given its history with SQL.
 */
export async function createAccounts(base, databaseUrl, env) {
  log(`Creating the owner with the CLI (storyvault user:create)...`);
  execSync(`node cli/bin/storyvault.js user:create --email ${OWNER_EMAIL} --name "Ann Smith"`, {
    cwd: root,
    env,
    input: PASSWORD,
    stdio: ['pipe', 'ignore', 'inherit'],
  });
  await withClient(databaseUrl, (c) =>
    c.query(
      `INSERT INTO users (name, email, password_hash)
       SELECT 'Family ' || n, 'family-' || n || '@example.com', u.password_hash
       FROM generate_series(1, $1::int) n CROSS JOIN users u WHERE u.email = $2
       UNION ALL SELECT 'Ben Smith', $3, password_hash FROM users WHERE email = $2`,
      [SOAK_USERS, OWNER_EMAIL, OWNER_LARGE_EMAIL],
    ),
  );
  const emails = [
    OWNER_EMAIL,
    OWNER_LARGE_EMAIL,
    ...Array.from({ length: SOAK_USERS }, (_, i) => `family-${i + 1}@example.com`),
  ];
  log(`Signing in ${emails.length} accounts and setting up a vault for each through the api...`);
  const accounts = new Array(emails.length);
  let lastLog = performance.now();
  await inLanes(emails, 4, async (email, i) => {
    const cookie = await logIn(base, email);
    const vault = await (
      await api(base, '/api/vaults', {
        method: 'POST',
        cookie,
        body: {
          seniorName: i === 0 ? 'Rose Mary Smith' : i === 1 ? 'Walter Smith' : `Senior ${i}`,
          seniorEmail: i === 0 ? 'rose@example.com' : i === 1 ? 'walter@example.com' : `senior-${i}@example.com`,
          deliveryMethod: 'email',
          frequency: 1,
          sendIntroEmail: false,
          isSetupComplete: true,
        },
      })
    ).json();
    accounts[i] = { email, cookie, vaultId: vault.id };
    if (performance.now() - lastLog > 5_000) {
      lastLog = performance.now();
      log(`  ${accounts.filter(Boolean).length} of ${emails.length} signed in`);
    }
  });
  log(`Giving every vault its ${STORIES} stories (${STORIES_LARGE} the ten-year one) and an open question (SQL)...`);
  const tokens = await fillVaults(
    databaseUrl,
    accounts.map((a, i) => ({ id: a.vaultId, stories: i === 1 ? STORIES_LARGE : STORIES })),
  );
  accounts.forEach((a, i) => (a.token = tokens[i]));
  return { owner: accounts[0], ownerLarge: accounts[1], families: accounts.slice(2) };
}

/** What the dashboard reads when it opens: the vaults, the queue, the newest page of stories, stats, activity. */
export const dashboardPaths = (vaultId) => [
  '/api/vaults',
  `/api/vaults/${vaultId}/questions`,
  `/api/vaults/${vaultId}/stories?limit=${STORY_PAGE}`,
  `/api/vaults/${vaultId}/stats`,
  `/api/vaults/${vaultId}/activities`,
];

/** Plain keep-alive HTTP (the soak's users, the one-at-a-time reads): `sockets` at most. */
export function makeClient(base, sockets, cleanups) {
  const agent = new Agent({ keepAlive: true, maxSockets: sockets });
  const { hostname, port } = new URL(base);
  cleanups.push(() => agent.destroy());
  return (method, path, { cookie, json } = {}) =>
    new Promise((resolve) => {
      const start = performance.now();
      const body = json === undefined ? undefined : Buffer.from(JSON.stringify(json));
      const headers = { ...(cookie ? { cookie } : {}) };
      if (body)
        Object.assign(headers, sameOrigin(base), { 'content-type': 'application/json', 'content-length': body.length });
      const req = httpRequest({ agent, hostname, port, method, path, headers }, (res) => {
        res.on('data', () => undefined);
        res.on('end', () => resolve({ status: res.statusCode, ms: performance.now() - start }));
        res.on('error', (error) => resolve({ status: 0, error, ms: performance.now() - start }));
      });
      req.setTimeout(SOAK_TIMEOUT_MS, () => req.destroy(new Error('timed out')));
      req.on('error', (error) => resolve({ status: 0, error, ms: performance.now() - start }));
      req.end(body);
    });
}
