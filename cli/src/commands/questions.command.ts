import { Command, Option } from 'commander';
import { PREWRITTEN_CATEGORIES } from '@storyvault/contracts';
import { lazyAction } from '../lazy-action';

export function questionsCommand(): Command {
  return new Command('questions')
    .description('list the pre-written question library')
    .addOption(new Option('--category <category>', 'only this category').choices([...PREWRITTEN_CATEGORIES]))
    .option('--json', 'print JSON')
    .action(lazyAction(() => import('./questions.action').then((m) => m.listQuestions)));
}
