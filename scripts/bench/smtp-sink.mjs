// The benchmark's SMTP sink, in its own process so parsing never competes with the code measured
// for the event loop. It accepts every message and counts receptions per recipient and
// Message-ID. Driven over IPC by scripts/bench/delivery.mjs:
//   parent -> {cmd: 'stats'}  -> {total}
//   parent -> {cmd: 'report'} -> {total, recipients: [[rcpt, [[messageId, receptions], ...]], ...]}
//   parent -> {cmd: 'sample'} -> {raw}: the first message received since the last reset, as sent
//   parent -> {cmd: 'reset'}  -> {total: 0}
// On start it answers {ready: true, port}.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { SMTPServer } = require('smtp-server');

let total = 0;
let sample = null;
/** recipient -> Message-ID -> receptions */
let byRecipient = new Map();

function record(recipient, messageId) {
  total++;
  let ids = byRecipient.get(recipient);
  if (!ids) byRecipient.set(recipient, (ids = new Map()));
  ids.set(messageId, (ids.get(messageId) ?? 0) + 1);
}

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  disableReverseLookup: true,
  logger: false,
  size: 10 * 1024 * 1024,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      const raw = Buffer.concat(chunks);
      const text = raw.toString('utf8');
      const head = text.slice(0, text.indexOf('\r\n\r\n'));
      const messageId = /^Message-ID:\s*(\S+)/im.exec(head)?.[1] ?? '(none)';
      for (const rcpt of session.envelope.rcptTo) record(rcpt.address.toLowerCase(), messageId);
      sample ??= text;
      callback();
    });
  },
});
// A benchmark worker that is stopped resets its pooled connections; keep receiving.
server.on('error', () => undefined);

process.on('message', (message) => {
  switch (message.cmd) {
    case 'stats':
      process.send({ total });
      break;
    case 'report':
      process.send({ total, recipients: [...byRecipient].map(([rcpt, ids]) => [rcpt, [...ids]]) });
      break;
    case 'sample':
      process.send({ raw: sample });
      break;
    case 'reset':
      total = 0;
      sample = null;
      byRecipient = new Map();
      process.send({ total });
      break;
    case 'stop':
      server.close(() => process.exit(0));
      break;
  }
});
// The benchmark went away without saying stop: go too.
process.on('disconnect', () => process.exit(0));

server.listen(0, '127.0.0.1', () => process.send({ ready: true, port: server.server.address().port }));
