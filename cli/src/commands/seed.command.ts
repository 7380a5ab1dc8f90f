import { Command } from 'commander';
import { lazyAction } from '../lazy-action';

export function seedCommand(): Command {
  return new Command('seed')
    .description('load the pre-written question library (safe to run again: it changes nothing then)')
    .action(lazyAction(() => import('./seed.action').then((m) => m.seed)));
}
