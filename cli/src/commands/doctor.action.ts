import { inspectConfig } from '@storyvault/api/config/app-config';
import { CheckResult, DoctorInput } from '../doctor/check';
import { databaseChecks, imapCheck, smtpCheck } from '../doctor/connection-checks';
import { mediaStoreCheck } from '../doctor/media-store-check';
import { publicUrlCheck } from '../doctor/public-url-check';
import {
  configurationCheck,
  dataDirCheck,
  inboundAddressCheck,
  paymentsCheck,
  sessionSecretCheck,
} from '../doctor/settings-checks';
import { audioToolsCheck, transcriptionCheck } from '../doctor/transcription-checks';
import { printJson } from '../format';
import { say } from '../output';

/** Every check, in the order printed; the ones that wait on a server run at the same time. */
async function runChecks(input: DoctorInput): Promise<CheckResult[]> {
  const [dataDir, media, [database, migrations, recorded], smtp, imap, transcription, ffmpeg] = await Promise.all([
    dataDirCheck(input),
    mediaStoreCheck(input),
    databaseChecks(input),
    smtpCheck(input),
    imapCheck(input),
    transcriptionCheck(input),
    audioToolsCheck(input),
  ]);
  // After the database: it holds the public URL the servers recorded.
  const publicUrl = await publicUrlCheck(input, recorded);
  return [
    configurationCheck(input),
    publicUrl,
    sessionSecretCheck(input),
    dataDir,
    media,
    database,
    migrations,
    smtp,
    imap,
    inboundAddressCheck(input),
    paymentsCheck(input),
    transcription,
    ffmpeg,
  ];
}

function print(results: CheckResult[]): void {
  const width = Math.max(...results.map((r) => r.check.length)) + 2;
  for (const r of results)
    say(`${r.status.padEnd(6)}${r.check.padEnd(width)}${r.message}${r.fix ? ` — fix: ${r.fix}` : ''}`);
  const failed = results.filter((r) => r.status === 'fail').length;
  const warned = results.filter((r) => r.status === 'warn').length;
  say(
    failed || warned
      ? `\n${failed} failed, ${warned} warning(s), ${results.length - failed - warned} ok.`
      : `\nAll ${results.length} checks passed.`,
  );
}

/** `storyvault doctor`: the configuration and a connection to each server; no application context. */
export async function doctor(options: { timeout: number; json?: boolean }): Promise<void> {
  const { config, problems } = inspectConfig();
  const results = await runChecks({ config, problems, timeoutMs: options.timeout * 1000 });
  const failed = results.some((r) => r.status === 'fail');
  if (options.json) printJson({ ok: !failed, checks: results });
  else print(results);
  if (failed) process.exitCode = 1;
}
