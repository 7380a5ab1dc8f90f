import type { DataSource } from 'typeorm';
import { withClient } from './with-client';

const PUBLIC_URL = 'public_url';

/** A server records, at start, the public URL its links point at (`installation_settings`). */
export async function recordPublicUrl(databaseUrl: string, publicUrl: string): Promise<void> {
  await withClient(databaseUrl, (client) =>
    client.query(
      `INSERT INTO installation_settings (key, value) VALUES ($1, $2)
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
      [PUBLIC_URL, publicUrl],
    ),
  );
}

const READ_PUBLIC_URL = `SELECT value FROM installation_settings WHERE key = $1`;

/** The public URL a server last recorded; null when none has started on this database yet. */
export async function recordedPublicUrl(databaseUrl: string): Promise<string | null> {
  return withClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{ value: string }>(READ_PUBLIC_URL, [PUBLIC_URL]);
    return rows[0]?.value ?? null;
  });
}

/** recordedPublicUrl read through a DataSource already open. */
export async function recordedPublicUrlIn(dataSource: DataSource): Promise<string | null> {
  const rows: Array<{ value: string }> = await dataSource.query(READ_PUBLIC_URL, [PUBLIC_URL]);
  return rows[0]?.value ?? null;
}
