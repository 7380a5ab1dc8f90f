/** What went wrong reaching a mail server, so an operator can be told what to fix. */
export type ConnectionProblemKind = 'unreachable' | 'timeout' | 'tls' | 'login' | 'mailbox' | 'refused';

/** A mail server (the SMTP relay or the IMAP mailbox) could not be used; `kind` says why. */
export class ConnectionProblem extends Error {
  constructor(
    readonly kind: ConnectionProblemKind,
    message: string,
  ) {
    super(message);
  }
}

const NETWORK_CODES: Record<string, ConnectionProblemKind> = {
  ECONNREFUSED: 'unreachable',
  ENOTFOUND: 'unreachable',
  EAI_AGAIN: 'unreachable',
  EHOSTUNREACH: 'unreachable',
  ENETUNREACH: 'unreachable',
  ECONNRESET: 'unreachable',
  ETIMEDOUT: 'timeout',
  ETIMEOUT: 'timeout',
  CONNECT_TIMEOUT: 'timeout',
  GREETING_TIMEOUT: 'timeout',
};

/** The kind of a socket-level failure from its Node or client error code, if it is one. */
export function networkProblemKind(error: unknown): ConnectionProblemKind | null {
  const { code, message } = (error ?? {}) as { code?: string; message?: string };
  if (code && NETWORK_CODES[code]) return NETWORK_CODES[code];
  if (/timed? ?out/i.test(message ?? '')) return 'timeout';
  if (/certificate|ssl|tls|wrong version number/i.test(message ?? '')) return 'tls';
  return null;
}
