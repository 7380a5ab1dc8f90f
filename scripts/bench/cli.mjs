// `npm run bench:cli`: how long the operator's commands take to answer. Each command is run as an
// operator runs it (`node cli/dist/main.js …`, a new process every time) against a migrated
// database holding one owner, one vault (rose@example.com), a question sent to her and a reply
// fed in: `--help`, `--version`, `vault --help`, then `status`, `vault`, `deliveries` and
// `inbound` (their reading forms). Every round runs each command once in turn beside `node -e 0`
// (bare Node, the floor any command stands on), so a machine busy with other work slows all of
// them alike; the first round warms the disk cache and is not counted. Prints, per command, the
// median wall time over the rounds, its CPU time (user + system, from the kernel's count for
// waited-for children) and the ratio to bare Node; targets: `--help`, `--version` and a
// command's `--help` ≤ 2× bare Node; `status`, `vault`, `deliveries`, `inbound` ≤ 1 s on an idle
// machine. Exits non-zero only when something crashed (a command failing counts), never for a
// missed target. Progress goes to stderr.
//
// Knobs: DATABASE_URL (admin connection; else an embedded PostgreSQL), BENCH_CLI_RUNS (10).
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  fmt,
  freePort,
  log,
  migratedDatabase,
  printSummary,
  root,
  runBench,
  startApiServer,
  startPostgres,
  stopChild,
} from './bench-kit.mjs';

const RUNS = Number(process.env.BENCH_CLI_RUNS ?? 10);
const TARGET_RATIO = 2;
const TARGET_MS = 1000;
const PASSWORD = 'Bench!pass-2026';
const OWNER = 'owner@example.com';
const SENIOR = 'rose@example.com';
const SESSION_SECRET = 'bench-cli-session-secret-that-is-long-enough-42';
const CLI = join(root, 'cli', 'dist', 'main.js');
const cleanups = [];

const CASES = [
  { name: 'node -e 0', args: ['-e', '0'], bare: true },
  { name: '--help', args: [CLI, '--help'], ratio: true },
  { name: '--version', args: [CLI, '--version'], ratio: true },
  { name: 'vault --help', args: [CLI, 'vault', '--help'], ratio: true },
  { name: 'status', args: [CLI, 'status'] },
  { name: `vault ${SENIOR}`, args: [CLI, 'vault', SENIOR] },
  { name: `deliveries ${SENIOR}`, args: [CLI, 'deliveries', SENIOR] },
  { name: 'inbound', args: [CLI, 'inbound'] },
];

/** CPU time of the waited-for children so far, in ms (Linux: /proc/self/stat), or null elsewhere. */
function childrenCpuMs() {
  try {
    // The fields after the command's name, which is in parentheses and may hold spaces.
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    // cutime and cstime are fields 16 and 17 of the whole line, in clock ticks (100 a second on Linux).
    return (Number(fields[13]) + Number(fields[14])) * 10;
  } catch {
    return null;
  }
}

/** Runs one process to its end: wall ms, CPU ms; a non-zero exit is a crash of the benchmark. */
function timed(args, env) {
  return new Promise((resolve, reject) => {
    const cpuBefore = childrenCpuMs();
    const started = performance.now();
    const child = spawn(process.execPath, args, { cwd: root, env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => {
      const ms = performance.now() - started;
      const cpuAfter = childrenCpuMs();
      if (code !== 0) return reject(new Error(`node ${args.join(' ')} exited with ${code}: ${stderr.trim()}`));
      resolve({ ms, cpuMs: cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore });
    });
  });
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

const cliEnv = (databaseUrl, dataDir) => {
  const env = { ...process.env };
  for (const key of ['LOG_LEVEL', 'SMTP_URL', 'IMAP_URL', 'STRIPE_SECRET_KEY', 'PUBLIC_URL', 'NODE_ENV'])
    delete env[key];
  return Object.assign(env, { DATABASE_URL: databaseUrl, DATA_DIR: dataDir, SESSION_SECRET });
};

/** The owner (the CLI's user:create), Rose's vault (through the api), a question sent and a reply fed in (the CLI). */
async function fill(env) {
  const cli = (args, input) =>
    execFileSync(process.execPath, [CLI, ...args], { cwd: root, env, input, stdio: ['pipe', 'ignore', 'inherit'] });
  log('Creating the owner (storyvault user:create)...');
  cli(['user:create', '--email', OWNER, '--name', 'Ann Smith'], PASSWORD);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  log('Setting up the vault through the api (node apps/api/dist/main.js)...');
  const server = await startApiServer(base, { ...env, PORT: String(port), PUBLIC_URL: base }, cleanups);
  // What a browser on the app's own pages sends with a state-changing call (docs/decisions/0014-csrf-defence.md).
  const headers = { origin: base, 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' };
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email: OWNER, password: PASSWORD }),
  });
  if (!login.ok) throw new Error(`POST /api/login: HTTP ${login.status} ${await login.text()}`);
  const cookie = login.headers
    .getSetCookie()
    .find((c) => c.startsWith('storyvault.sid='))
    ?.split(';')[0];
  const vault = await fetch(`${base}/api/vaults`, {
    method: 'POST',
    headers: { ...headers, cookie },
    body: JSON.stringify({
      seniorName: 'Rose Smith',
      seniorEmail: SENIOR,
      deliveryMethod: 'email',
      frequency: 1,
      sendIntroEmail: false,
      isSetupComplete: true,
    }),
  });
  if (!vault.ok) throw new Error(`POST /api/vaults: HTTP ${vault.status} ${await vault.text()}`);
  await stopChild(server);
  log('Sending her a question and feeding in a reply (storyvault send-now, ingest)...');
  cli(['send-now', SENIOR]);
  const reply = join(env.DATA_DIR, 'reply.eml');
  writeFileSync(
    reply,
    [
      `From: ${SENIOR}`,
      'To: stories@localhost',
      'Subject: Re: a question',
      'Message-ID: <bench-cli-reply@example.com>',
      '',
      'We used to skip stones at the lake every summer.',
      '',
    ].join('\r\n'),
  );
  cli(['ingest', reply, '--json']);
}

async function main() {
  if (!existsSync(CLI)) throw new Error('cli/dist/main.js is missing: run `npm run build` first');
  const pg = await startPostgres(cleanups);
  const db = await migratedDatabase(pg.adminUrl, 'sv_bench_cli', cleanups);
  const dataDir = mkdtempSync(join(tmpdir(), 'sv-bench-cli-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const env = cliEnv(db.url, dataDir);
  await fill(env);

  const loadBefore = loadavg()[0];
  const results = new Map(CASES.map((c) => [c.name, { ms: [], cpuMs: [] }]));
  for (let round = 0; round <= RUNS; round++) {
    log(round === 0 ? 'Warming up (one round, not counted)...' : `Round ${round} of ${RUNS}...`);
    for (const c of CASES) {
      const { ms, cpuMs } = await timed(c.args, env);
      if (round === 0) continue;
      results.get(c.name).ms.push(ms);
      if (cpuMs !== null) results.get(c.name).cpuMs.push(cpuMs);
    }
  }
  const loadAfter = loadavg()[0];

  const bare = median(results.get('node -e 0').ms);
  const rows = [['command', 'median ms', 'min–max ms', 'CPU ms', '× bare Node', 'target', 'met']];
  for (const c of CASES) {
    const { ms, cpuMs } = results.get(c.name);
    const m = median(ms);
    const ratio = m / bare;
    const target = c.bare ? '—' : c.ratio ? `≤ ${TARGET_RATIO}× bare Node` : `≤ ${fmt(TARGET_MS, 0)} ms (idle machine)`;
    const met = c.bare ? '—' : c.ratio ? ratio <= TARGET_RATIO : m <= TARGET_MS;
    rows.push([
      c.name,
      fmt(m, 0),
      `${fmt(Math.min(...ms), 0)}–${fmt(Math.max(...ms), 0)}`,
      cpuMs.length ? fmt(median(cpuMs), 0) : '—',
      c.bare ? '1' : fmt(ratio, 2),
      target,
      met === '—' ? met : met ? 'yes' : 'no',
    ]);
  }
  console.log(
    `storyvault commands, median of ${RUNS} runs each (taking turns), on ${cpus().length} CPU(s) ` +
      `(${cpus()[0]?.model.trim()}), Node ${process.version}, database ${pg.label}; ` +
      `load average ${fmt(loadBefore, 2)} before, ${fmt(loadAfter, 2)} after`,
  );
  console.log();
  printSummary(rows);
}

await runBench(main, cleanups);
