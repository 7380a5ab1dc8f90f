import { Command } from 'commander';
import { SeedQuestionLibrary } from '@storyvault/api/modules/question/question.public';
import { withApp } from '../context';
import { progressBar } from '../progress';
import { say } from '../output';

export function seedCommand(): Command {
  return new Command('seed')
    .description('load the pre-written question library (safe to run again: it changes nothing then)')
    .action(async () => {
      await withApp(async (app) => {
        const bar = progressBar('Question library');
        const summary = await app.get(SeedQuestionLibrary).execute((done, total) => bar.update(done, total));
        bar.stop();
        say(
          `Question library: ${summary.total} questions — ${summary.inserted} added, ${summary.updated} updated, ${summary.unchanged} unchanged.`,
        );
      });
    });
}
