import { Command } from 'commander';
import { readFile } from 'node:fs/promises';
import { IngestInboundMessage, IngestResult } from '@storyvault/api/modules/inbound/inbound.public';
import { CliError, withApp } from '../context';
import { say, printJson } from '../output';

export function printIngestResult(result: IngestResult): void {
  say(`Outcome:     ${result.outcome}${result.reason ? ` (${result.reason})` : ''}`);
  if (result.attribution) say(`Attributed:  by ${result.attribution}`);
  if (result.vaultId) say(`Vault:       ${result.vaultId}`);
  if (result.storyId) say(`Story:       ${result.storyId}`);
  for (const attachment of result.attachments ?? []) say(`Attachment:  ${attachment}`);
  for (const file of result.leftOut ?? [])
    say(`Left out:    ${file.filename} (${file.contentType}, ${file.sizeBytes} bytes): ${file.reason}`);
  if (result.fullText !== undefined) say(`\n${result.fullText}`);
}

export function ingestCommand(): Command {
  return new Command('ingest')
    .description('run one raw email (.eml) through the inbound pipeline, as if it had arrived by IMAP')
    .argument('<file>', 'the .eml file')
    .option('--json', 'print JSON')
    .action(async (file: string, options: { json?: boolean }) => {
      const raw = await readFile(file).catch((error: NodeJS.ErrnoException) => {
        throw new CliError(`Cannot read ${file}: ${error.code === 'ENOENT' ? 'no such file' : error.message}`);
      });
      await withApp(async (app) => {
        const result = await app.get(IngestInboundMessage).execute(raw, { source: 'cli' });
        if (options.json) printJson(result);
        else printIngestResult(result);
      });
    });
}
