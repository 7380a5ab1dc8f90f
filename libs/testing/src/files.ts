import { Dirent, existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

/** The files under `dir` (hidden ones too), as sorted paths relative to it; none when it does not exist. */
export function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return (readdirSync(dir, { recursive: true, withFileTypes: true }) as Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();
}
