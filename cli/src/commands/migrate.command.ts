import { Command } from 'commander';
import { lazyAction } from '../lazy-action';

export function migrateCommand(): Command {
  return new Command('migrate')
    .description('apply pending database migrations (the servers also do this when they start)')
    .action(lazyAction(() => import('./migrate.action').then((m) => m.migrate)));
}
