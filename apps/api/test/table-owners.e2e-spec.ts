import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const ROOT = join(__dirname, '..', '..', '..');
const FIXTURES = join(__dirname, 'fixtures', 'table-owners');

/** `npm run lint`'s table check (scripts/lint/table-owners.mjs), on a fixture or on the api. */
function check(fixture?: string): { status: number | null; findings: string[] } {
  const args = fixture ? ['--root', join(FIXTURES, fixture), '--owners', join(FIXTURES, fixture, 'owners.json')] : [];
  if (fixture) args.push('--migrations', join(FIXTURES, fixture, 'migrations'));
  const result = spawnSync(process.execPath, [join(ROOT, 'scripts/lint/table-owners.mjs'), ...args], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  if (result.error) throw result.error;
  const findings = result.stderr.split('\n').filter((line) => line && !line.startsWith('table-owners:'));
  return { status: result.status, findings };
}

describe('table owners (scripts/lint/table-owners.mjs)', () => {
  it('hold for the api source: each module names only its own tables and the views others publish', () => {
    expect(check()).toEqual({ status: 0, findings: [] });
  });

  it('pass a module reading its own tables and another module’s view, whatever its prose says', () => {
    expect(check('clean')).toEqual({ status: 0, findings: [] });
  });

  it('fail on another module’s table in SQL, an entity, a list of tables, a write to a view, and an unowned table', () => {
    const { status, findings } = check('violating');
    expect(status).toBe(1);
    expect(findings.sort()).toEqual(
      [
        'migrations/1000-CreateRows.ts: table gamma_rows has no owner in owners.json',
        'owners.json: module gamma has no entry (an empty "tables" list if it has none)',
        'owners.json: the exception for modules/beta/gone.ts (alpha_rows) is needed no more',
        "modules/beta/beta-row.orm-entity.ts:5: beta names alpha's table alpha_rows (read a view alpha publishes, or ask its port)",
        "modules/beta/beta.store.ts:1: beta names alpha's table alpha_rows (read a view alpha publishes, or ask its port)",
        "modules/beta/beta.store.ts:2: beta names alpha's table alpha_notes (read a view alpha publishes, or ask its port)",
        "modules/beta/beta.store.ts:3: beta names alpha's table alpha_notes (read a view alpha publishes, or ask its port)",
        "modules/beta/beta.store.ts:4: beta writes to alpha's view alpha_names (a view is for reading; ask alpha's port)",
        "modules/beta/beta.store.ts:5: beta names alpha's table alpha_rows (read a view alpha publishes, or ask its port)",
      ].sort(),
    );
  });
});
