import { Command } from 'commander';
import { ManageInbound } from '@storyvault/api/modules/response/response.public';
import { withApp } from '../context';
import { printJson } from '../format';
import { printIngestResult } from './ingest.command';
import { say } from '../output';
import { wholeNumber } from '../options';

export function inboundCommand(): Command {
  return new Command('inbound')
    .description('recent inbound emails and what became of them')
    .option('--unmatched', 'only those no vault could be found for (an operator can assign them)')
    .option('--limit <n>', 'how many, from 1 to 1000', wholeNumber(1, 1000), 50)
    .option('--json', 'print JSON')
    .action(async (options: { unmatched?: boolean; limit: number; json?: boolean }) => {
      await withApp(async (app) => {
        const records = await app
          .get(ManageInbound)
          .list({ outcome: options.unmatched ? 'unmatched' : undefined, limit: options.limit });
        if (options.json) {
          printJson(records);
          return;
        }
        for (const r of records) {
          const when = r.receivedAt.toISOString().replace('T', ' ').slice(0, 16);
          say(`${when}  ${(r.outcome ?? r.state).padEnd(10)} ${r.fromAddress ?? '(no sender)'}  “${r.subject ?? ''}”`);
          say(
            `                  ${r.messageId ?? r.id}${r.reason ? `  ${r.reason}` : ''}${r.attribution ? `  by ${r.attribution}` : ''}`,
          );
        }
        say(`${records.length} email(s).`);
      });
    });
}

export function inboundAssignCommand(): Command {
  return new Command('inbound:assign')
    .description("make an unmatched email the answer to a senior's open question")
    .argument('<message-id>', 'the Message-ID shown by `storyvault inbound --unmatched` (or its id)')
    .argument('<vault-email>', "the senior's email")
    .action(async (messageId: string, vaultEmail: string) => {
      await withApp(async (app) => {
        printIngestResult(await app.get(ManageInbound).assign(messageId, vaultEmail));
      });
    });
}
