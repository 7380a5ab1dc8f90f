import { MailboxReaderFactory, PollMailbox } from '@storyvault/api/modules/inbound/inbound.public';
import { CliError, withApp } from '../context';
import { progressBar } from '../progress';
import { say } from '../output';

/** `storyvault poll`: it may record stories, so it runs in the whole application. */
export async function poll(): Promise<void> {
  await withApp(async (app) => {
    const reader = app.get(MailboxReaderFactory).create();
    if (!reader)
      throw new CliError(
        'IMAP_URL is not set, so there is no mailbox to read. Use `storyvault ingest FILE.eml` instead.',
      );
    const bar = progressBar('Inbound mail');
    try {
      const summary = await app.get(PollMailbox).execute(reader, (done, total) => bar.update(done, total));
      bar.stop();
      const outcomes = Object.entries(summary)
        .filter(([key]) => key !== 'fetched')
        .map(([key, count]) => `${key} ${count}`)
        .join(', ');
      say(`Read ${summary.fetched} new email(s)${outcomes ? `: ${outcomes}` : ''}.`);
    } finally {
      bar.stop();
      await reader.close();
    }
  });
}
