// bench:api's soak: simulated families, each an owner reading their own dashboard and their
// senior submitting stories by link, all at once with no pause; then every story acknowledged
// with a 2xx must be stored exactly once.
import { randomBytes } from 'node:crypto';
import { dashboardPaths, makeClient } from './api-accounts.mjs';
import { SOAK_SECONDS, SOAK_SUBMIT_SHARE } from './api-settings.mjs';
import { storyBodies } from './api-vault-history.mjs';
import { fmt, log, withClient } from './bench-kit.mjs';

/** Every user at once: reads of their own dashboard, and now and then a story by link. */
export async function soak(base, families, cleanups) {
  const send = makeClient(base, families.length, cleanups);
  const runId = randomBytes(4).toString('hex');
  const bodies = storyBodies(24);
  const acknowledged = new Set();
  const unacknowledged = new Set();
  const errorKinds = new Map();
  const latencies = [];
  let reads = 0;
  // A link takes 10 answers a day (docs/decisions/0020-uploads-link-limits-secrets-at-rest.md): past that, 429 is the
  // product working.
  let limited = 0;
  let submissions = 0;
  const started = performance.now();
  const deadline = started + SOAK_SECONDS * 1000;
  let lastLog = started;
  const tally = (result, what) => {
    latencies.push(result.ms);
    const ok = result.status >= 200 && result.status < 300;
    if (!ok) {
      const kind = `${what} ${result.status || result.error?.code || result.error?.message}`;
      errorKinds.set(kind, (errorKinds.get(kind) ?? 0) + 1);
    }
    return ok;
  };
  const user = async (family, u) => {
    const paths = dashboardPaths(family.vaultId);
    let next = u % paths.length;
    let n = 0;
    while (performance.now() < deadline) {
      if (Math.random() < SOAK_SUBMIT_SHARE) {
        const text = `${bodies[(u + n) % bodies.length]}\n\n(soak ${runId} family ${u} story ${++n})`;
        submissions++;
        const result = await send('POST', '/api/respond/text', { json: { text, token: family.token } });
        if (result.status === 429) {
          limited++;
          unacknowledged.add(text);
          latencies.push(result.ms);
        } else (tally(result, 'POST /api/respond/text') ? acknowledged : unacknowledged).add(text);
      } else {
        const path = paths[next++ % paths.length];
        reads++;
        tally(await send('GET', path, { cookie: family.cookie }), `GET ${path.replace(family.vaultId, ':id')}`);
      }
      if (performance.now() - lastLog > 10_000) {
        lastLog = performance.now();
        log(`  soak: ${fmt(reads + submissions, 0)} requests, ${fmt((lastLog - started) / 1000, 0)} s`);
      }
    }
  };
  await Promise.all(families.map(user));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const errors = [...errorKinds.values()].reduce((a, b) => a + b, 0);
  return { runId, reads, submissions, limited, seconds, latencies, errors, errorKinds, acknowledged, unacknowledged };
}

/** Each acknowledged story stored exactly once; nothing stored that was not submitted. */
export async function checkStories(databaseUrl, run, families) {
  return withClient(databaseUrl, async (c) => {
    const { rows } = await c.query(
      `SELECT raw_text, count(*)::int AS n FROM stories WHERE raw_text LIKE '%(soak ' || $1 || ' family %' GROUP BY raw_text`,
      [run.runId],
    );
    const stored = new Map(rows.map((r) => [r.raw_text, r.n]));
    let once = 0;
    let duplicated = 0;
    let missing = 0;
    for (const text of run.acknowledged) {
      const n = stored.get(text) ?? 0;
      if (n === 1) once++;
      else if (n === 0) missing++;
      else duplicated++;
    }
    const strays = [...stored.keys()].filter((t) => !run.acknowledged.has(t));
    const strayUnacknowledged = strays.filter((t) => run.unacknowledged.has(t)).length;
    // The vault's counter (the dashboard's "stories collected") against its stories.
    const counters = await c.query(
      `SELECT count(*)::int AS n FROM vaults v
       WHERE v.id = ANY($1::uuid[]) AND v.stories_count <> (SELECT count(*) FROM stories s WHERE s.vault_id = v.id)`,
      [families.map((f) => f.vaultId)],
    );
    return {
      storedRows: rows.reduce((sum, r) => sum + r.n, 0),
      once,
      duplicated,
      missing,
      strays: strays.length,
      strayUnacknowledged,
      countersOff: counters.rows[0].n,
    };
  });
}
