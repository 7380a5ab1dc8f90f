import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * DATA_DIR when the app makes it: others may pass through (as root, the embedded PostgreSQL runs
 * as the postgres user and must reach DATA_DIR/pg, which it keeps 0700 itself) but not list it;
 * what is inside is closed on its own (secrets 0600; outbox and media 0700).
 */
export const DATA_DIR_MODE = 0o711;

/**
 * A secret generated once and kept in DATA_DIR (mode 0600), so an embedded install keeps its
 * sessions across restarts without anyone choosing a secret by hand.
 */
export function persistentSecret(dataDir: string, name: string): string {
  mkdirSync(dataDir, { recursive: true, mode: DATA_DIR_MODE });
  const file = join(dataDir, `${name}.secret`);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret + '\n', { mode: 0o600, flag: 'wx' });
  return secret;
}
