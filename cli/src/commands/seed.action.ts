import { SeedQuestionLibrary } from '@storyvault/api/modules/question/question.public';
import { withApp } from '../context';
import { progressBar } from '../progress';
import { say } from '../output';

/** `storyvault seed`: it writes the library, so it runs in the whole application. */
export async function seed(): Promise<void> {
  await withApp(async (app) => {
    const bar = progressBar('Question library');
    const summary = await app.get(SeedQuestionLibrary).execute((done, total) => bar.update(done, total));
    bar.stop();
    say(
      `Question library: ${summary.total} questions — ${summary.inserted} added, ${summary.updated} updated, ${summary.unchanged} unchanged.`,
    );
  });
}
