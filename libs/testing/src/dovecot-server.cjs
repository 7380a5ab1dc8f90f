// A throwaway Dovecot IMAP server of our own (Debian's dovecot-imapd): its own config, port,
// passwd file and maildir in a temp folder; no systemd. One setup for the test kit (dovecot.ts)
// and the benchmarks (scripts/bench/ingest.mjs). CommonJS, because jest's module loader, which
// runs the test kit, cannot require an ES module; the benchmarks import it as it is.
'use strict';
const { execFileSync, spawn } = require('node:child_process');
const { randomBytes } = require('node:crypto');
const { chmodSync, chownSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } = require('node:fs');
const { connect } = require('node:net');
const { tmpdir, userInfo } = require('node:os');
const { join } = require('node:path');

const DOVECOT = '/usr/sbin/dovecot';

const idOf = (name, flag) => Number(execFileSync('id', [flag, name]).toString().trim());

function config({ root, port, uid, gid, asRoot }) {
  const mailUser = asRoot ? 'dovecot' : userInfo().username;
  return `base_dir = ${root}/run
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
`;
}

/** Resolves true once something on the port sends its greeting. */
const greets = (port) =>
  new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('data', () => (socket.end(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

/**
 * Starts Dovecot on 127.0.0.1:port with one user; resolves with {url, host, port, user,
 * password, stop} once it greets. A start that fails stops it again and removes its folder.
 */
async function startDovecot({ port }) {
  const root = join(tmpdir(), `sv-dovecot-${randomBytes(5).toString('hex')}`);
  const asRoot = userInfo().uid === 0;
  // As root, mail is owned by the dovecot user, which first_valid_uid must admit; otherwise by us.
  const uid = asRoot ? idOf('dovecot', '-u') : userInfo().uid;
  const gid = asRoot ? idOf('dovecot', '-g') : userInfo().gid;
  for (const dir of ['run', 'state', 'home']) mkdirSync(join(root, dir), { recursive: true });
  chmodSync(root, 0o755);
  if (asRoot) chownSync(join(root, 'home'), uid, gid);
  const user = 'stories';
  const password = randomBytes(9).toString('hex');
  writeFileSync(join(root, 'passwd'), `${user}:{PLAIN}${password}::::::\n`);
  writeFileSync(join(root, 'dovecot.conf'), config({ root, port, uid, gid, asRoot }));
  const child = spawn(DOVECOT, ['-F', '-c', join(root, 'dovecot.conf')], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (d) => (stderr += d));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null)
      await new Promise((resolve) => (child.once('exit', resolve), child.kill('SIGTERM')));
    rmSync(root, { recursive: true, force: true });
  };
  const deadline = Date.now() + 60_000;
  while (!(await greets(port))) {
    if (child.exitCode !== null) {
      const log = existsSync(join(root, 'dovecot.log')) ? readFileSync(join(root, 'dovecot.log'), 'utf8') : '';
      await stop();
      throw new Error(`Dovecot exited (${child.exitCode}): ${stderr}${log}`);
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`Dovecot did not listen on ${port}: ${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url: `imap://${user}:${password}@127.0.0.1:${port}`, host: '127.0.0.1', port, user, password, stop };
}

module.exports = { DOVECOT, startDovecot };
