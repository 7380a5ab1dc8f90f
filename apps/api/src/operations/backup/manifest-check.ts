import { checkObjectKey } from '../../shared/storage/object-key';
import { InvalidObjectKeyError } from '../../shared/storage/object-store';

const SHA256 = /^[0-9a-f]{64}$/;

/** What a manifest read as JSON is before it is checked (manifest.ts holds the checked type). */
interface ManifestShape {
  database: { kind: string; path: string };
  media?: { store?: string };
  objects: unknown[];
}

/** Where `storyvault backup` puts each kind of database copy, inside the backup folder. */
export const DATABASE_PATH = { pg_dump: 'database.pgdump', physical: 'database' } as const;
const NOTHING_CHANGED = 'Nothing was changed.';

/**
 * Every entry of a manifest checked before `restore` reads a file or changes anything: a key
 * the store could hold (relative, no `.`/`..` part, no backslash or control character, the
 * store's own rule), listed once, with a whole-number size and a sha256; the database's copy
 * where `backup` puts it. A manifest is text anyone holding the backup can edit, so
 * it is trusted no further than a request body; the media files themselves are checked
 * to lie inside the backup as they are read (`verifyCopiedMedia`). Returns an error message, or null.
 */
export function manifestProblem(manifest: ManifestShape): string | null {
  if (!isDatabaseKind(manifest.database.kind))
    return `manifest.json names a database copy of an unknown kind (${JSON.stringify(manifest.database.kind)}). ${NOTHING_CHANGED}`;
  const kind = manifest.database.kind;
  if (manifest.database.path !== DATABASE_PATH[kind])
    return (
      `manifest.json places the database at ${JSON.stringify(manifest.database.path)}; ` +
      `a backup keeps it at ${DATABASE_PATH[kind]}. ${NOTHING_CHANGED}`
    );
  if (manifest.media?.store !== 'disk' && manifest.media?.store !== 's3')
    return `manifest.json names a media store of an unknown kind (${JSON.stringify(manifest.media?.store)}). ${NOTHING_CHANGED}`;
  const seen = new Set<string>();
  for (const object of manifest.objects) {
    const problem = objectProblem(object);
    if (problem) return `manifest.json lists an object that cannot be restored: ${problem}. ${NOTHING_CHANGED}`;
    const { key } = object as { key: string };
    if (seen.has(key)) return `manifest.json lists ${key} twice. ${NOTHING_CHANGED}`;
    seen.add(key);
  }
  return null;
}

function objectProblem(object: unknown): string | null {
  if (typeof object !== 'object' || object === null) return 'an entry that is not an object';
  const { key, size, sha256 } = object as Record<string, unknown>;
  if (typeof key !== 'string') return `a key that is not text (${JSON.stringify(key)})`;
  try {
    checkObjectKey(key);
  } catch (error) {
    if (error instanceof InvalidObjectKeyError) return error.message.replace(/\.$/, '');
    throw error;
  }
  if (typeof size !== 'number' || !Number.isSafeInteger(size) || size < 0)
    return `${key} with a size that is not a whole number of bytes (${JSON.stringify(size)})`;
  if (typeof sha256 !== 'string' || !SHA256.test(sha256))
    return `${key} with a checksum that is not a sha256 (${JSON.stringify(sha256)})`;
  return null;
}

function isDatabaseKind(kind: string): kind is keyof typeof DATABASE_PATH {
  return Object.hasOwn(DATABASE_PATH, kind);
}
