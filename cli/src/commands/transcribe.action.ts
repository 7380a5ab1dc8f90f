import {
  TranscribeMissing,
  TranscriptionNotConfiguredError,
} from '@storyvault/api/modules/transcription/transcription.public';
import { CliError, withApp } from '../context';
import { printJson } from '../format';
import { progressBar } from '../progress';
import { say } from '../output';

/** `storyvault transcribe --missing`: it stores transcripts, so it runs in the whole application. */
export async function transcribe(options: {
  missing?: boolean;
  includePending?: boolean;
  json?: boolean;
}): Promise<void> {
  if (!options.missing) throw new CliError('Say which stories: `storyvault transcribe --missing`.');
  await withApp(async (app) => {
    const bar = progressBar('Voice stories');
    try {
      const result = await app.get(TranscribeMissing).execute({
        includePending: options.includePending,
        onStory: (done, total) => bar.update(done, total),
      });
      bar.stop();
      if (options.json) return printJson(result);
      const { done, failed } = result.counts;
      const already = result.counts['already-done'];
      say(
        result.total
          ? `Transcribed ${done} of ${result.total} voice stor${result.total === 1 ? 'y' : 'ies'}` +
              `${already ? `, ${already} already done` : ''}${failed ? `, ${failed} failed (see the log)` : ''}.`
          : 'Every voice story is written down already.',
      );
      if (failed) process.exitCode = 1;
    } catch (error) {
      if (error instanceof TranscriptionNotConfiguredError) throw new CliError(error.message);
      throw error;
    } finally {
      bar.stop();
    }
  });
}
