import { spawn } from 'node:child_process';
import { PgTools } from './pg-tools';

/**
 * The connection for PostgreSQL's own tools: the URL without its password, which goes in the
 * child's PGPASSWORD so that it shows neither in `ps` nor in any message.
 */
export function toolConnection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

/** Runs a PostgreSQL tool; rejects with its last lines of stderr (which never hold the password). */
function run(program: string, args: string[], env: NodeJS.ProcessEnv, what: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2000)));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`${what} failed (exit ${code}): ${stderr.trim().split('\n').slice(-3).join(' ')}`));
    });
  });
}

/** The whole database in pg_dump's custom format, without owners or grants (restorable as any user). */
export function dumpDatabase(tools: PgTools, url: string, file: string): Promise<void> {
  const { dbname, env } = toolConnection(url);
  const args = ['--format=custom', '--no-owner', '--no-acl', `--file=${file}`, `--dbname=${dbname}`];
  return run(tools.pgDump, args, env, 'pg_dump');
}

/** A dump restored into an empty database, all or nothing. */
export function restoreDump(tools: PgTools, url: string, file: string): Promise<void> {
  const { dbname, env } = toolConnection(url);
  const args = ['--no-owner', '--no-acl', '--single-transaction', '--exit-on-error', `--dbname=${dbname}`, file];
  return run(tools.pgRestore, args, env, 'pg_restore');
}
