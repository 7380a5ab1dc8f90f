import type { ErrorCode } from '@storyvault/contracts';

/**
 * Base of every rule broken in a domain or use case. It carries a stable code and a human
 * message; which HTTP status a code becomes is decided once, in the http adapters.
 */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: string[],
  ) {
    super(message);
    this.name = new.target.name;
  }
}
