import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { candidateFolders, chooseTools, describeFoundTools, findPgTools, majorOf, PgTools } from './pg-tools';

const tools = (major: number, folder = `/pg${major}`): PgTools => ({
  pgDump: `${folder}/pg_dump`,
  pgRestore: `${folder}/pg_restore`,
  major,
});

describe('finding pg_dump and pg_restore', () => {
  it('reads the major version from pg_dump --version, whatever the packager adds', () => {
    expect(majorOf('pg_dump (PostgreSQL) 15.14 (Debian 15.14-0+deb12u1)\n')).toBe(15);
    expect(majorOf('pg_dump (PostgreSQL) 18.1\n')).toBe(18);
    expect(majorOf('pg_dump (PostgreSQL) 9.6.24\n')).toBe(9);
    expect(majorOf('something else')).toBeNull();
  });

  it('never picks a pg_dump older than the server (it would refuse it), and takes the closest newer one', () => {
    expect(chooseTools([tools(15)], 18)).toBeNull();
    expect(chooseTools([tools(15), tools(18)], 18)).toEqual(tools(18));
    expect(chooseTools([tools(17), tools(15), tools(16)], 15)).toEqual(tools(15));
    expect(chooseTools([tools(17), tools(16)], 15)).toEqual(tools(16));
    expect(chooseTools([], 15)).toBeNull();
  });

  it('names the versions it found when none fits, oldest first, each once', () => {
    expect(describeFoundTools([tools(17), tools(15), tools(15, '/other'), tools(9)])).toBe('found pg_dump 9, 15, 17');
    expect(describeFoundTools([])).toBe('found no pg_dump');
  });

  it('prefers the first folder found when two hold the same version', () => {
    expect(chooseTools([tools(16, '/first'), tools(16, '/second')], 16)).toEqual(tools(16, '/first'));
  });

  it('looks only in PG_BIN_DIR when it is set, else on PATH and in Debian’s folders', () => {
    expect(candidateFolders('/opt/pg/bin', { PATH: '/usr/bin' })).toEqual(['/opt/pg/bin']);
    const folders = candidateFolders(undefined, { PATH: '/a/bin:/b/bin' });
    expect(folders).toEqual(expect.arrayContaining(['/a/bin', '/b/bin']));
    expect(folders.indexOf('/a/bin')).toBeLessThan(folders.indexOf('/b/bin'));
  });

  it('runs the tools in PG_BIN_DIR to learn their version', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sv-pg-tools-'));
    try {
      mkdirSync(dir, { recursive: true });
      for (const name of ['pg_dump', 'pg_restore']) {
        writeFileSync(join(dir, name), `#!/bin/sh\necho "${name} (PostgreSQL) 17.2"\n`);
        chmodSync(join(dir, name), 0o755);
      }
      expect(findPgTools(dir, 16)).toEqual({
        pgDump: join(dir, 'pg_dump'),
        pgRestore: join(dir, 'pg_restore'),
        major: 17,
      });
      expect(findPgTools(dir, 18)).toBeNull();
      expect(findPgTools(join(dir, 'nowhere'), 10)).toBeNull();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
