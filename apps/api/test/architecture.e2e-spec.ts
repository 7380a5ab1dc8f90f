import { spawnSync } from 'node:child_process';
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
    { cwd: ROOT, encoding: 'utf8' },
  );
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
