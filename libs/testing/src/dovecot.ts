import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, chownSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { freePort } from './ports';

export interface DovecotServer {
  /** imap://user:password@127.0.0.1:port, as IMAP_URL expects. */
  url: string;
  host: string;
  port: number;
  user: string;
  password: string;
  stop(): Promise<void>;
}

export const DOVECOT = '/usr/sbin/dovecot';

function idOf(name: string, flag: '-u' | '-g'): number {
  return Number(execFileSync('id', [flag, name]).toString().trim());
}

/**
 * A real Dovecot IMAP server of our own (Debian's dovecot-imapd, installed by `npm test` when
 * missing): its own config, port, passwd file and maildir in a temp folder; no systemd.
 */
export async function startDovecot(): Promise<DovecotServer> {
  if (!existsSync(DOVECOT))
    throw new Error('Dovecot is not installed: `apt-get install dovecot-imapd` (npm test does this as root).');
  const root = join(tmpdir(), `sv-dovecot-${randomBytes(5).toString('hex')}`);
  const asRoot = userInfo().uid === 0;
  // As root, mail is owned by the dovecot user, which first_valid_uid must admit; otherwise by us.
  const mailUser = asRoot ? 'dovecot' : userInfo().username;
  const uid = asRoot ? idOf('dovecot', '-u') : userInfo().uid;
  const gid = asRoot ? idOf('dovecot', '-g') : userInfo().gid;
  for (const dir of ['run', 'state', 'home']) mkdirSync(join(root, dir), { recursive: true });
  chmodSync(root, 0o755);
  if (asRoot) chownSync(join(root, 'home'), uid, gid);
  const user = 'stories';
  const password = randomBytes(9).toString('hex');
  const port = await freePort();
  writeFileSync(join(root, 'passwd'), `${user}:{PLAIN}${password}::::::\n`);
  writeFileSync(
    join(root, 'dovecot.conf'),
    `base_dir = ${root}/run
state_dir = ${root}/state
log_path = ${root}/dovecot.log
protocols = imap
listen = 127.0.0.1
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
first_valid_uid = ${uid}
last_valid_uid = 0
first_valid_gid = 0
default_login_user = ${asRoot ? 'dovenull' : mailUser}
default_internal_user = ${asRoot ? 'dovecot' : mailUser}
${asRoot ? '' : `default_internal_group = ${userInfo().username}\n`}mail_location = maildir:~/Maildir
passdb {
  driver = passwd-file
  args = scheme=PLAIN username_format=%u ${root}/passwd
}
userdb {
  driver = static
  args = uid=${uid} gid=${gid} home=${root}/home/%u
}
service imap-login {
  inet_listener imap {
    address = 127.0.0.1
    port = ${port}
  }
  inet_listener imaps {
    port = 0
  }
}
service anvil {
  chroot =
}
service imap-login {
  chroot =
}
protocol imap {
  mail_max_userip_connections = 50
}
`,
  );
  const conf = join(root, 'dovecot.conf');
  const child = spawn(DOVECOT, ['-F', '-c', conf], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (d) => (stderr += d));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) {
      const log = existsSync(join(root, 'dovecot.log')) ? readFileSync(join(root, 'dovecot.log'), 'utf8') : '';
      throw new Error(`Dovecot exited (${child.exitCode}): ${stderr}${log}`);
    }
    const listening = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('data', () => (socket.end(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (listening) break;
    if (Date.now() > deadline) throw new Error(`Dovecot did not listen on ${port}: ${stderr}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url: `imap://${user}:${password}@127.0.0.1:${port}`,
    host: '127.0.0.1',
    port,
    user,
    password,
    stop: async () => {
      if (child.exitCode === null) {
        await new Promise<void>((resolve) => {
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        });
      }
      rmSync(root, { recursive: true, force: true });
    },
  };
}
