import { existsSync } from 'node:fs';
import { DOVECOT, startDovecot as startDovecotOn } from './dovecot-server.cjs';
import type { DovecotServer } from './dovecot-server.cjs';
import { freePort } from './ports';

export { DOVECOT };
export type { DovecotServer };

/**
 * A real Dovecot IMAP server of our own (Debian's dovecot-imapd, installed by `npm test` when
 * missing) on a port of this jest worker's own; the setup itself is in dovecot-server.cjs.
 */
export async function startDovecot(): Promise<DovecotServer> {
  if (!existsSync(DOVECOT))
    throw new Error('Dovecot is not installed: `apt-get install dovecot-imapd` (npm test does this as root).');
  return startDovecotOn({ port: await freePort() });
}
