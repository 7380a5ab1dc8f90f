import { Command } from 'commander';
import { lazyAction } from '../lazy-action';

export function transcribeCommand(): Command {
  return new Command('transcribe')
    .description(
      'write down voice stories with the speech-to-text service (TRANSCRIBE_URL): --missing takes every one ' +
        'not written down yet (recorded before transcription was set up, or failed), oldest first, with progress',
    )
    .option('--missing', 'every voice story without a transcript')
    .option('--include-pending', 'also those a worker is meant to do (when no worker runs)')
    .option('--json', 'print JSON')
    .action(lazyAction(() => import('./transcribe.action').then((m) => m.transcribe)));
}
