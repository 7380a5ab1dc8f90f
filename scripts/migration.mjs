// npm run migration:generate -- Name   (writes apps/api/src/database/migrations/<timestamp>-Name.ts)
// npm run migration:run | migration:revert
// Uses DATABASE_URL, or the embedded PostgreSQL in DATA_DIR like the app does.
import { execFileSync, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const [action, name] = process.argv.slice(2);
if (
  !['generate', 'run', 'revert'].includes(action) ||
  (action === 'generate' && !/^[A-Za-z][A-Za-z0-9]*$/.test(name ?? ''))
) {
  console.error(
    'Usage: npm run migration:generate -- MigrationName | npm run migration:run | npm run migration:revert',
  );
  process.exit(1);
}

execFileSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-b', 'apps/api'], { stdio: 'inherit' });
const { loadConfig } = require('../apps/api/dist/config/app-config.js');
const { openDatabase } = require('../apps/api/dist/database/open-database.js');

const db = await openDatabase(loadConfig(), (message) => console.error(message));
try {
  const dataSource = ['-d', 'apps/api/dist/database/data-source.js'];
  const args =
    action === 'generate'
      ? ['migration:generate', `apps/api/src/database/migrations/${name}`, ...dataSource, '--pretty']
      : [`migration:${action}`, ...dataSource];
  const result = spawnSync(process.execPath, [require.resolve('typeorm/cli.js'), ...args], {
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: db.url },
  });
  if (action === 'generate' && result.status === 0) {
    console.log('Now add the new class to MIGRATIONS in apps/api/src/database/migrations/index.ts.');
  }
  process.exitCode = result.status ?? 1;
} finally {
  await db.stop();
}
