import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ROOT = join(__dirname, '..', '..', '..');
const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');

/** The Node major of the Docker image: every stage's `FROM node:<major>-…`. */
const dockerMajors = [...read('docker/Dockerfile').matchAll(/^FROM node:(\d+)-/gm)].map((m) => m[1]);
const PASS = 'scripts/test-node24.sh';
const pass = read(PASS);

/**
 * Node 20.19+ and Node 24 are both supported: the tests run on this machine's Node, then the
 * server's projects again on Node 24, the Node of the Docker image (docs/decisions/0975-node-24-beside-node-20.md).
 */
describe('supported Node versions', () => {
  it('the Docker image runs one Node, 24', () => {
    expect(new Set(dockerMajors)).toEqual(new Set(['24']));
  });

  it('package.json promises exactly the versions the tests run on: 20.19 and later 20s, and 24', () => {
    const { engines } = JSON.parse(read('package.json')) as { engines: { node: string } };
    expect(engines.node.split('||').map((range) => range.trim())).toEqual(['^20.19.0', `^${dockerMajors[0]}.0.0`]);
  });

  it('npm test ends with the Node 24 pass, which fetches the Docker image’s Node', () => {
    const testScript = read('scripts/test.sh').trimEnd().split('\n');
    expect(testScript[testScript.length - 1]).toBe(`bash ${PASS} "$@"`);
    expect(pass).toContain(`npx -y -p node@${dockerMajors[0]} node node_modules/.bin/jest --ci`);
  });

  it('the pass runs the api project and leaves out every other', () => {
    // Each project of the root jest config, by the displayName its own config gives it.
    const projects = [...read('jest.config.js').matchAll(/'<rootDir>\/(\S+\.c?js)'/g)].map(
      ([, file]) => read(file).match(/displayName: '(\w+)'/)?.[1] ?? file,
    );
    expect(projects.length).toBeGreaterThan(2);
    const ignored = pass.match(/^projects=\(--ignoreProjects ([\w ]+)\)$/m)?.[1].split(' ') ?? [];
    expect(ignored.length).toBeGreaterThan(0);
    expect(projects.filter((name) => !ignored.includes(name)).sort()).toEqual(['api']);
  });

  describe('when Node 24 cannot be had', () => {
    let dir: string;
    // A `node` that says it is Node 20 (the pass skips itself on 24) and else is this Node, so npx runs.
    beforeAll(() => {
      dir = mkdtempSync(join(tmpdir(), 'node24-pass-'));
      writeFileSync(
        join(dir, 'node'),
        `#!/bin/sh\nif [ "$#" = 1 ] && [ "$1" = -v ]; then echo v20.19.0; exit 0; fi\nexec "${process.execPath}" "$@"\n`,
      );
      chmodSync(join(dir, 'node'), 0o755);
    });
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    /** The pass with an empty npm cache and a registry that refuses every connection. */
    const runPass = (env: Record<string, string> = {}) =>
      spawnSync('bash', [PASS], {
        cwd: ROOT,
        encoding: 'utf8',
        env: {
          ...process.env,
          PATH: `${dir}:${process.env.PATH}`,
          npm_config_cache: join(dir, 'npm-cache'),
          npm_config_registry: 'http://127.0.0.1:9/',
          npm_config_fetch_retries: '0',
          STORYVAULT_SKIP_NODE24: '',
          ...env,
        },
      });

    it('fails and says how to skip, rather than passing without having run', () => {
      const result = runPass();
      expect(result.status).toBe(1);
      expect(result.stderr).toContain('Node 24 could not be fetched');
      expect(result.stderr).toContain('STORYVAULT_SKIP_NODE24=1');
      expect(result.stdout).not.toContain('   on v24');
    });

    it('is skipped only when STORYVAULT_SKIP_NODE24=1 asks, and says so', () => {
      const result = runPass({ STORYVAULT_SKIP_NODE24: '1' });
      expect({ status: result.status, stdout: result.stdout.trim() }).toEqual({
        status: 0,
        stdout: '== tests on Node 24: SKIPPED (STORYVAULT_SKIP_NODE24=1)',
      });
    });
  });
});
