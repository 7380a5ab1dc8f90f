import { ErrorCode } from '@storyvault/contracts';
import { createHash, randomBytes } from 'node:crypto';
import { DomainError } from '../../../shared/domain-error';

/**
 * A listen link's token: 12 random bytes (96 bits) in base64url, 16 characters, short enough to
 * type from the printed page and far too many to guess. Only its SHA-256 is stored.
 */
export function newListenToken(): string {
  return randomBytes(12).toString('base64url');
}

/** The form a token is stored and looked up in; null for what cannot be a token. */
export function listenTokenHash(token: string): string | null {
  if (!/^[A-Za-z0-9_-]{16}$/.test(token)) return null;
  return createHash('sha256').update(token).digest('hex');
}

/** The path the book prints and the QR code opens. */
export function listenPath(token: string): string {
  return `/listen/${token}`;
}

/** Unknown, revoked, or its story deleted or without its recording: all look the same. */
export class ListenLinkNotFoundError extends DomainError {
  constructor() {
    super(
      ErrorCode.LISTEN_LINK_NOT_FOUND,
      'This listening link does not work any more. Please ask your family for a new one.',
    );
  }
}
