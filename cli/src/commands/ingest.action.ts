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

const FIELD = /^[\x21-\x39\x3b-\x7e]+:/;
const USUAL_FIELD = /^(from|to|subject|date|message-id|received|return-path|delivered-to|mime-version):/i;

/**
 * Whether a file begins as an email does: header fields (`Name: value`, folded lines allowed,
 * an mbox `From ` line before them) up to the first empty line, one of them a field every email
 * has. A photo, a note or an empty file fed by mistake is refused before it is stored.
 */
function looksLikeEmail(raw: Buffer): boolean {
  const lines = raw
    .subarray(0, 64 * 1024)
    .toString('latin1')
    .split(/\r?\n/);
  if (lines[0]?.startsWith('From ')) lines.shift();
  let usual = false;
  for (const [index, line] of lines.entries()) {
    if (line === '') return index > 0 && usual;
    if (/^[ \t]/.test(line) && index > 0) continue;
    if (!FIELD.test(line)) return false;
    usual ||= USUAL_FIELD.test(line);
  }
  return usual;
}

/** `storyvault ingest FILE`: it may record a story, so it runs in the whole application. */
export async function ingestFile(file: string, options: { json?: boolean }): Promise<void> {
  const raw = await readFile(file).catch((error: NodeJS.ErrnoException) => {
    throw new CliError(`Cannot read ${file}: ${error.code === 'ENOENT' ? 'no such file' : error.message}`);
  });
  if (!looksLikeEmail(raw))
    throw new CliError(
      `${file} is not an email: it does not begin with mail headers (From:, To:, Subject: …). Nothing was stored.`,
    );
  await withApp(async (app) => {
    const result = await app.get(IngestInboundMessage).execute(raw, { source: 'cli' });
    if (options.json) printJson(result);
    else printIngestResult(result);
    // Kept for an operator to look at, but not taken: a script feeding files should know.
    if (result.outcome === 'rejected') process.exitCode = 1;
  });
}
