import { Command } from 'commander';
import {
  TranscribeMissing,
  TranscriptionNotConfiguredError,
} from '@storyvault/api/modules/transcription/transcription.public';
import { CliError, withApp } from '../context';
import { printJson } from '../format';
import { progressBar } from '../progress';
import { say } from '../output';

export function transcribeCommand(): Command {
  return new Command('transcribe')
    .description(
      'write down voice stories with the speech-to-text service (TRANSCRIBE_URL): --missing takes every one ' +
        'not written down yet (recorded before transcription was set up, or failed), oldest first, with progress',
    )
    .option('--missing', 'every voice story without a transcript')
    .option('--include-pending', 'also those a worker is meant to do (when no worker runs)')
    .option('--json', 'print JSON')
    .action(async (options: { missing?: boolean; includePending?: boolean; json?: boolean }) => {
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
    });
}
