import { createHash } from 'node:crypto';
import { appendFile, mkdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/** What the target was checked to hold for one key. */
export interface VerifiedObject {
  key: string;
  size: number;
  sha256: string;
}

/**
 * The keys already copied and verified in one target, a JSON line each, appended as each is
 * verified: a run stopped at any point (even killed) goes on from the last whole line, and a
 * line cut short by the kill is ignored. Kept on this machine, never in either store, so that
 * neither store holds anything the app did not write.
 */
export class MigrationJournal {
  private readonly entries = new Map<string, VerifiedObject>();
  private writing: Promise<void> = Promise.resolve();
  /** The file ends inside a line (a run killed while writing it): the next line starts anew. */
  private cutShort = false;

  private constructor(readonly path: string) {}

  /** The journal at `path`, read back when an earlier run left one. */
  static async open(path: string): Promise<MigrationJournal> {
    const journal = new MigrationJournal(path);
    const text = await readFile(path, 'utf8').catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return '';
      throw error;
    });
    journal.cutShort = text !== '' && !text.endsWith('\n');
    for (const line of text.split('\n')) {
      const entry = parseLine(line);
      if (entry) journal.entries.set(entry.key, entry);
    }
    return journal;
  }

  get size(): number {
    return this.entries.size;
  }

  find(key: string): VerifiedObject | undefined {
    return this.entries.get(key);
  }

  /** Records a verified key; lines are written one after another, never interleaved. */
  record(entry: VerifiedObject): Promise<void> {
    this.entries.set(entry.key, entry);
    const line =
      (this.cutShort ? '\n' : '') + JSON.stringify({ key: entry.key, size: entry.size, sha256: entry.sha256 }) + '\n';
    this.cutShort = false;
    this.writing = this.writing.then(async () => {
      await mkdir(dirname(this.path), { recursive: true, mode: 0o700 });
      await appendFile(this.path, line, { mode: 0o600 });
    });
    return this.writing;
  }
}

/**
 * Where the journal of a copy into `targetDescription` (a store's bucket and endpoint, or its
 * folder) is kept under DATA_DIR: one file per target, so a journal never vouches for another
 * bucket.
 */
export function journalPath(dataDir: string, targetKind: string, targetDescription: string): string {
  const target = createHash('sha256').update(targetDescription).digest('hex').slice(0, 12);
  return join(dataDir, 'media-migration', `to-${targetKind}-${target}.jsonl`);
}

function parseLine(line: string): VerifiedObject | null {
  if (!line.trim()) return null;
  try {
    const value = JSON.parse(line) as Partial<VerifiedObject>;
    if (typeof value.key === 'string' && typeof value.size === 'number' && typeof value.sha256 === 'string')
      return { key: value.key, size: value.size, sha256: value.sha256 };
  } catch {
    // A line cut short when a run was killed: that key is checked again.
  }
  return null;
}
