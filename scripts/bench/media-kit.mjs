// bench:media's client side: recordings made as the record page makes them, sent and read back
// over HTTP as the senior and the owner do, and the owner, vault and answer links they need.
import { execSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { join } from 'node:path';
import { dist, require, root, sleep, withClient } from './bench-kit.mjs';

export const SESSION_SECRET = 'bench-media-session-secret-that-is-long-enough-42';
const PASSWORD = 'Bench!pass-2026';
const OWNER = 'owner@example.com';
/** 48 kHz mono, 16 bits: 100 MB is 17 minutes, inside the answer pages' 30. */
const SAMPLE_RATE = 48_000;

/** A WAV of `bytes` bytes: a soft tone, as the record page sends (PCM, the header checked by the api). */
export function wav(bytes) {
  const out = Buffer.alloc(bytes);
  const period = Buffer.alloc(2 * 480);
  for (let i = 0; i < 480; i++) period.writeInt16LE(Math.round(Math.sin((2 * Math.PI * i) / 480) * 6000), i * 2);
  out.fill(period, 44);
  out.write('RIFF', 0);
  out.writeUInt32LE(bytes - 8, 4);
  out.write('WAVEfmt ', 8);
  out.writeUInt32LE(16, 16);
  out.writeUInt16LE(1, 20);
  out.writeUInt16LE(1, 22);
  out.writeUInt32LE(SAMPLE_RATE, 24);
  out.writeUInt32LE(SAMPLE_RATE * 2, 28);
  out.writeUInt16LE(2, 32);
  out.writeUInt16LE(16, 34);
  out.write('data', 36);
  out.writeUInt32LE(bytes - 44, 40);
  return out;
}

/**
 * The answer page's upload: the token field first, the recording's length, then the recording. Resolves with the status
 * (201, or 429 when the api has as many uploads as it takes at once and refused this one before
 * reading it).
 */
export function sendVoice(base, token, recording) {
  const boundary = `----bench${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="token"\r\n\r\n${token}\r\n` +
      // As the answer page sends it: the length before the recording.
      `--${boundary}\r\nContent-Disposition: form-data; name="audioSize"\r\n\r\n${recording.length}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="audio"; filename="recording.wav"\r\n` +
      'Content-Type: audio/wav\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = request(
      `${base}/api/respond/voice`,
      {
        method: 'POST',
        headers: {
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': head.length + recording.length + tail.length,
          origin: base,
          'sec-fetch-site': 'same-origin',
        },
      },
      (res) => {
        answered = true;
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () =>
          [201, 429].includes(res.statusCode)
            ? resolve(res.statusCode)
            : reject(new Error(`upload: HTTP ${res.statusCode} ${text}`)),
        );
      },
    );
    // A refusal closes the connection while the body is still going, and the broken pipe may come
    // before the 429 is read: counted as a refusal (a dead api shows as the retries running out).
    req.on(
      'error',
      (error) => answered || (['EPIPE', 'ECONNRESET'].includes(error.code) ? resolve(429) : reject(error)),
    );
    req.write(head);
    req.write(recording);
    req.end(tail);
  });
}

/** An upload sent again after each refusal for a busy api, as the page tells the senior to. */
export async function uploadVoice(base, token, recording, tally = { refused: 0 }) {
  for (let tries = 1; (await sendVoice(base, token, recording)) === 429; tries++) {
    if (tries >= 400) throw new Error('upload: refused as busy 400 times');
    tally.refused += 1;
    await sleep(250);
  }
}

/** The owner's player reading a story's recording whole; resolves with the bytes read. */
export function readAudio(base, cookie, storyId) {
  return new Promise((resolve, reject) => {
    request(`${base}/api/stories/${storyId}/audio`, { headers: { cookie } }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`audio: HTTP ${res.statusCode}`));
      let bytes = 0;
      res.on('data', (chunk) => (bytes += chunk.length));
      res.on('end', () => resolve(bytes));
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

/** Runs `work(i)` for i below `count`, `width` at a time. */
export async function inLanes(count, width, work) {
  let next = 0;
  const lane = async () => {
    while (next < count) await work(next++);
  };
  await Promise.all(Array.from({ length: Math.min(width, count) }, lane));
}

/** The owner (the CLI's user:create), signed in, with a vault set up through the api. */
export async function ownerWithVault(base, env) {
  execSync(`node cli/bin/storyvault.js user:create --email ${OWNER} --name "Ann Smith"`, {
    cwd: root,
    env,
    input: PASSWORD,
    stdio: ['pipe', 'ignore', 'inherit'],
  });
  const sameOrigin = { origin: base, 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' };
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: sameOrigin,
    body: JSON.stringify({ email: OWNER, password: PASSWORD }),
  });
  if (!login.ok) throw new Error(`login: HTTP ${login.status}`);
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const vault = await fetch(`${base}/api/vaults`, {
    method: 'POST',
    headers: { ...sameOrigin, cookie },
    body: JSON.stringify({
      seniorName: 'Rose Smith',
      seniorEmail: 'rose@example.com',
      deliveryMethod: 'email',
      frequency: 1,
      sendIntroEmail: false,
      isSetupComplete: true,
    }),
  });
  if (!vault.ok) throw new Error(`vault: HTTP ${vault.status} ${await vault.text()}`);
  return { cookie, vaultId: (await vault.json()).id };
}

/**
 * `count` answer links to the vault's first question, sent an hour ago, as the delivery module
 * makes them (a link takes 3 recordings an hour: one link per upload keeps the limit out of it).
 */
export async function answerLinks(databaseUrl, vaultId, count) {
  const { issueResponseToken, sealToken } = require(join(dist, 'modules', 'delivery', 'domain', 'response-token.js'));
  const { AppSecrets } = require(join(dist, 'config', 'app-secrets.js'));
  const tokenKey = new AppSecrets({ SESSION_SECRET }).tokenKey;
  const tokens = Array.from({ length: count }, () => issueResponseToken());
  await withClient(databaseUrl, async (c) => {
    const { rows } = await c.query(
      `UPDATE vault_questions SET state = 'sent', sent_at = now() - interval '1 hour'
       WHERE id = (SELECT id FROM vault_questions WHERE vault_id = $1 ORDER BY sort_order LIMIT 1)
       RETURNING id`,
      [vaultId],
    );
    await c.query(
      `INSERT INTO deliveries (vault_id, kind, dedupe_key, recipient, vault_question_id, question_id, question_text,
         token_hash, token_sealed, message_id, state, attempts, sent_at, created_at)
       SELECT v.id, 'question', 'bench:' || t.n, v.senior_email, vq.id, q.id, q.text, t.hash, t.sealed,
         '<bench-' || t.n || '@bench.example.test>', 'sent', 1, vq.sent_at, vq.sent_at
       FROM unnest($2::text[], $3::text[]) WITH ORDINALITY AS t(hash, sealed, n)
       JOIN vault_questions vq ON vq.id = $1 JOIN vaults v ON v.id = vq.vault_id JOIN questions q ON q.id = vq.question_id`,
      [rows[0].id, tokens.map((t) => t.tokenHash), tokens.map((t) => sealToken(t.token, tokenKey))],
    );
  });
  return tokens.map((t) => t.token);
}
