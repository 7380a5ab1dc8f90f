import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(__dirname, '..', '..', '..');

function cruise(target: string) {
  const result = spawnSync(
    process.execPath,
    [
      join(ROOT, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs'),
      target,
      '--config',
      '.dependency-cruiser.cjs',
      '--output-type',
      'json',
    ],
    // The JSON report outgrew spawnSync's default 1 MiB buffer and came back cut short.
    { cwd: ROOT, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
  );
  if (result.error) throw result.error;
  const report = JSON.parse(result.stdout) as {
    summary: { violations: Array<{ rule: { name: string }; from: string; to: string }> };
  };
  return report.summary.violations;
}

describe('layer rules (dependency-cruiser)', () => {
  it('hold for the api source', () => {
    expect(cruise('apps/api/src')).toEqual([]);
  });

  it('catch a domain importing Nest or TypeORM, and a module reaching into another module’s adapters', () => {
    const rules = cruise('apps/api/test/fixtures/layer-violations').map((v) => v.rule.name);
    expect(rules).toEqual(
      expect.arrayContaining([
        'domain-is-framework-free',
        'application-does-not-know-adapters',
        'no-reaching-into-other-modules-adapters',
      ]),
    );
  });
});

/**
 * The benchmarks load parts of the built api by path (scripts/bench/*.mjs). A module that moved
 * broke `npm run bench:api` once with no test noticing; this reads every such path, and the
 * names taken from it, against the api's source.
 */
describe('the benchmarks load only api modules that exist', () => {
  const bench = join(ROOT, 'scripts', 'bench');
  const literalParts = (args: string) => [...args.matchAll(/'([^']+)'/g)].map((m) => m[1]);

  function loadsOf(source: string): Array<{ path: string; names: string[] }> {
    const dirs = new Map<string, string[]>([['dist', []]]);
    for (const m of source.matchAll(/const (\w+) = join\(dist((?:, '[^']+')+)\);/g)) dirs.set(m[1], literalParts(m[2]));
    const loads: Array<{ path: string; names: string[] }> = [];
    for (const m of source.matchAll(/(?:const \{([^}]+)\} = )?(?:await )?require\(join\((\w+)((?:, '[^']+')+)\)\)/g)) {
      const base = dirs.get(m[2]);
      if (!base) continue;
      const names = (m[1] ?? '')
        .split(',')
        .map((n) => n.trim().split(':')[0].trim())
        .filter(Boolean);
      loads.push({ path: join(...base, ...literalParts(m[3])), names });
    }
    return loads;
  }

  it('finds each file the benchmarks require from apps/api/dist, with the names they take', () => {
    const loads = readdirSync(bench)
      .filter((f) => f.endsWith('.mjs'))
      .flatMap((f) => loadsOf(readFileSync(join(bench, f), 'utf8')).map((load) => ({ file: f, ...load })));
    expect(loads.length).toBeGreaterThan(10);
    const missing: string[] = [];
    for (const { file, path, names } of loads) {
      const src = join(ROOT, 'apps', 'api', 'src', path.replace(/\.js$/, '.ts'));
      if (!existsSync(src)) {
        missing.push(`${file}: ${path}`);
        continue;
      }
      const text = readFileSync(src, 'utf8');
      for (const name of names)
        if (!new RegExp(`\\b${name}\\b`).test(text)) missing.push(`${file}: ${name} in ${path}`);
    }
    expect(missing).toEqual([]);
  });

  it('would notice a module that moved', () => {
    expect(loadsOf("const { tagsFor } = require(join(dist, 'modules', 'response', 'domain', 'tags.js'));")).toEqual([
      { path: join('modules', 'response', 'domain', 'tags.js'), names: ['tagsFor'] },
    ]);
    expect(existsSync(join(ROOT, 'apps', 'api', 'src', 'modules', 'response', 'domain', 'tags.ts'))).toBe(false);
  });
});
