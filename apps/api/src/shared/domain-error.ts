import type { ErrorCode } from '@storyvault/contracts';

/**
 * Base of every rule broken in a domain or use case. It carries a stable code and a human
 * message; which HTTP status a code becomes is decided once, in the http adapters.
 */
export class DomainError extends Error {
  /**
   * For a refusal that time lifts (a cap over a window): the seconds until asking again may
   * succeed, sent as Retry-After.
   */
  retryAfterSeconds?: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: string[],
  ) {
    super(message);
    this.name = new.target.name;
  }
}
