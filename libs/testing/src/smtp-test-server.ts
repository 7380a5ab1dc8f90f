import { ParsedMail, simpleParser } from 'mailparser';
import { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface SmtpTestServer {
  url: string;
  messages: ParsedMail[];
  /** Resolves with the first message (already received or arriving) that matches. */
  waitFor(match: (mail: ParsedMail) => boolean, timeoutMs?: number): Promise<ParsedMail>;
  /** Makes the server refuse the next N messages with a temporary failure. */
  failNext(count: number): void;
  close(): Promise<void>;
}

/** A real SMTP server in-process; every accepted message is parsed with mailparser. */
export async function startSmtpTestServer(): Promise<SmtpTestServer> {
  const messages: ParsedMail[] = [];
  const waiters: Array<{ match: (m: ParsedMail) => boolean; resolve: (m: ParsedMail) => void }> = [];
  let failures = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      if (failures > 0) {
        failures--;
        stream.resume();
        stream.on('end', () => callback(Object.assign(new Error('Try again later'), { responseCode: 451 })));
        return;
      }
      simpleParser(stream)
        .then((mail) => {
          messages.push(mail);
          for (const waiter of [...waiters]) {
            if (waiter.match(mail)) {
              waiters.splice(waiters.indexOf(waiter), 1);
              waiter.resolve(mail);
            }
          }
          callback();
        })
        .catch(callback);
    },
  });
  // A client that drops its connection (a stopped app's pool) is not the server's failure.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    failNext: (count) => {
      failures = count;
    },
    waitFor(match, timeoutMs = 30_000) {
      const found = messages.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('No matching email arrived in time')), timeoutMs);
        waiters.push({ match, resolve: (m) => (clearTimeout(timer), resolve(m)) });
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export function linksIn(text: string | undefined): string[] {
  return text?.match(/https?:\/\/[^\s<>"]+/g) ?? [];
}
