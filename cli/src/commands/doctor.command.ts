import { Command } from 'commander';
import { seconds } from '../options';
import { lazyAction } from '../lazy-action';

export function doctorCommand(): Command {
  return new Command('doctor')
    .description(
      'check the configuration and every connection (the public URL, database, media store, SMTP relay, IMAP mailbox, ' +
        'transcription) and ' +
        'ffmpeg, and say what to fix; ' +
        'exits 1 when a check fails',
    )
    .option('--timeout <seconds>', 'how long to wait for each server', seconds, 5)
    .option('--json', 'print JSON')
    .action(lazyAction(() => import('./doctor.action').then((m) => m.doctor)));
}
