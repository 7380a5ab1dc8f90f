import { Command } from 'commander';
import { ManageInbound } from '@storyvault/api/modules/inbound/inbound.public';
import { CliError, withApp } from '../context';
import { printJson } from '../format';
import { printIngestResult } from './ingest.command';
import { say } from '../output';
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
        const outcome = chosen[0];
        await withApp(async (app) => {
          const records = await app.get(ManageInbound).list({ outcome, limit: options.limit });
          if (options.json) {
            printJson(records);
            return;
          }
          for (const r of records) {
            const when = r.receivedAt.toISOString().replace('T', ' ').slice(0, 16);
            say(
              `${when}  ${(r.outcome ?? r.state).padEnd(10)} ${r.fromAddress ?? '(no sender)'}  “${r.subject ?? ''}”`,
            );
            say(
              `                  ${r.messageId ?? r.id}${r.reason ? `  ${r.reason}` : ''}${r.attribution ? `  by ${r.attribution}` : ''}`,
            );
            for (const file of r.leftOut)
              say(`                  left out: ${file.filename} (${file.contentType}): ${file.reason}`);
          }
          say(`${records.length} email(s).`);
        });
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
    .action(async (messageId: string, vaultEmail: string, options: { question?: string }) => {
      await withApp(async (app) => {
        const result = await app.get(ManageInbound).assign(messageId, vaultEmail, { question: options.question });
        say(`Question:    “${result.questionText}”`);
        printIngestResult(result);
      });
    });
}
