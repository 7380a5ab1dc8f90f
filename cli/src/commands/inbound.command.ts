import { Command } from 'commander';
import { CliError } from '../cli-error';
import { lazyAction } from '../lazy-action';
import { wholeNumber } from '../options';

export function inboundCommand(): Command {
  return new Command('inbound')
    .description('recent inbound emails and what became of them')
    .option('--unmatched', 'only those no vault could be found for (an operator can assign them)')
    .option('--rejected', 'only those refused (unreadable, no sender; an operator can assign them)')
    .option('--asked', 'only short replies whose meaning the senior was asked about (she has 7 days to choose)')
    .option('--limit <n>', 'how many, from 1 to 1000', wholeNumber(1, 1000), 50)
    .option('--json', 'print JSON')
    .action(
      async (options: { unmatched?: boolean; rejected?: boolean; asked?: boolean; limit: number; json?: boolean }) => {
        const chosen = (['unmatched', 'rejected', 'asked'] as const).filter((o) => options[o]);
        if (chosen.length > 1) throw new CliError('Give one of --unmatched, --rejected and --asked, not more.');
        const { listInbound } = await import('./inbound.action');
        await listInbound(chosen[0], options);
      },
    );
}

export function inboundAssignCommand(): Command {
  return new Command('inbound:assign')
    .description(
      'make an unmatched or rejected email the answer to a question sent to a senior (the open one unless --question names another); an email of only a reply word (RESUME, PAUSE, STOP, SKIP) is acted on instead',
    )
    .argument(
      '<message-id>',
      'the Message-ID shown by `storyvault inbound --unmatched` or `--rejected`, with or without <> (or its id)',
    )
    .argument('<vault-email>', "the senior's email")
    .option(
      '--question <n>',
      'the question it answers: its number in the list of questions sent (1 = latest) or its id',
    )
    .action(lazyAction(() => import('./inbound.action').then((m) => m.assignInbound)));
}
