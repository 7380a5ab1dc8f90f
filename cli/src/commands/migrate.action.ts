import { runMigrations } from '@storyvault/api/database/migrate';
import { withDatabase } from '../context';
import { say } from '../output';

/** `storyvault migrate`. */
export async function migrate(): Promise<void> {
  await withDatabase(async (db) => {
    say(`Database: ${db.describe}`);
    const applied = await runMigrations(db.url);
    say(
      applied.length
        ? `Applied ${applied.length} migration(s):\n  ${applied.join('\n  ')}`
        : 'The database is up to date.',
    );
  });
}
