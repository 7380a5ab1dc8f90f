import { createHmac, timingSafeEqual } from 'node:crypto';

/** Whose emails an unsubscribe link stops: one person's, from one vault. */
export interface UnsubscribeTarget {
  vaultId: string;
  userId: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const ID_BYTES = 16;
const MAC_BYTES = 16;

function idBytes(id: string): Buffer {
  return Buffer.from(id.replace(/-/g, ''), 'hex');
}

function idText(bytes: Buffer): string {
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function mac(key: Buffer, { vaultId, userId }: UnsubscribeTarget): Buffer {
  return createHmac('sha256', key).update(`unsubscribe:${vaultId}:${userId}`).digest().subarray(0, MAC_BYTES);
}

/**
 * The token of a one-click unsubscribe link (docs/decisions/0040-new-story-emails.md): the vault's
 * and the person's ids and an HMAC of both under a key only the server has, base64url (64
 * characters). It names whose emails to stop, and cannot be made for anyone else without the key.
 */
export function unsubscribeToken(key: Buffer, target: UnsubscribeTarget): string {
  const vaultId = target.vaultId.toLowerCase();
  const userId = target.userId.toLowerCase();
  if (!UUID.test(vaultId) || !UUID.test(userId)) throw new RangeError('Unsubscribe tokens are made for ids.');
  return Buffer.concat([idBytes(vaultId), idBytes(userId), mac(key, { vaultId, userId })]).toString('base64url');
}

/** Whose emails the token stops, or null when it was not made with this key (altered, cut, made up). */
export function readUnsubscribeToken(key: Buffer, token: unknown): UnsubscribeTarget | null {
  if (typeof token !== 'string' || !/^[A-Za-z0-9_-]{64}$/.test(token)) return null;
  const bytes = Buffer.from(token, 'base64url');
  if (bytes.length !== 2 * ID_BYTES + MAC_BYTES) return null;
  const target = {
    vaultId: idText(bytes.subarray(0, ID_BYTES)),
    userId: idText(bytes.subarray(ID_BYTES, 2 * ID_BYTES)),
  };
  return timingSafeEqual(bytes.subarray(2 * ID_BYTES), mac(key, target)) ? target : null;
}
