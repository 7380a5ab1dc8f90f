import { Command } from 'commander';
import { runMigrations } from '@storyvault/api/database/migrate';
import { withDatabase } from '../context';
import { say } from '../output';

export function migrateCommand(): Command {
  return new Command('migrate')
    .description('apply pending database migrations (the servers also do this when they start)')
    .action(async () => {
      await withDatabase(async (db) => {
        say(`Database: ${db.describe}`);
        const applied = await runMigrations(db.url);
        say(
          applied.length
            ? `Applied ${applied.length} migration(s):\n  ${applied.join('\n  ')}`
            : 'The database is up to date.',
        );
      });
    });
}
