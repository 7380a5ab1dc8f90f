import { InboundModule } from '@storyvault/api/modules/inbound/inbound.module';
import { ManageInbound } from '@storyvault/api/modules/inbound/inbound.public';
import { withApp } from '../context';
import { printJson } from '../format';
import { printIngestResult } from './ingest.action';
import { say } from '../output';

/** `storyvault inbound`: it only reads, through the inbound module. */
export async function listInbound(
  outcome: 'unmatched' | 'rejected' | 'asked' | undefined,
  options: { limit: number; json?: boolean },
): Promise<void> {
  await withApp(
    async (app) => {
      const records = await app.get(ManageInbound).list({ outcome, limit: options.limit });
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
        for (const file of r.leftOut)
          say(`                  left out: ${file.filename} (${file.contentType}): ${file.reason}`);
      }
      say(`${records.length} email(s).`);
    },
    [InboundModule],
  );
}

/** `storyvault inbound:assign`: it files a story, so it runs in the whole application. */
export async function assignInbound(messageId: string, vaultEmail: string, options: { question?: string }) {
  await withApp(async (app) => {
    const result = await app.get(ManageInbound).assign(messageId, vaultEmail, { question: options.question });
    say(`Question:    “${result.questionText}”`);
    printIngestResult(result);
  });
}
