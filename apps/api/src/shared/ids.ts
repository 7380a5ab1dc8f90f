const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether a string is an id as the database stores them (a UUID). Adapters ask before any SQL,
 * so a malformed id from a URL is "not found", never a cast error from PostgreSQL.
 */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
