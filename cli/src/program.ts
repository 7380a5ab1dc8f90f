import { Command } from 'commander';
import { safeText } from './output';
import { version } from '../package.json';
import { backupCommand } from './commands/backup.command';
import { restoreCommand } from './commands/restore.command';
import { billingCommand, billingRefundCommand, billingSyncCommand } from './commands/billing.command';
import { deliveriesCommand } from './commands/deliveries.command';
import { doctorCommand } from './commands/doctor.command';
import { inboundAssignCommand, inboundCommand } from './commands/inbound.command';
import { ingestCommand } from './commands/ingest.command';
import { mediaMigrateCommand } from './commands/media-migrate.command';
import { migrateCommand } from './commands/migrate.command';
import { pollCommand } from './commands/poll.command';
import { resendCommand } from './commands/resend.command';
import { sendDueCommand } from './commands/send-due.command';
import { sendNowCommand } from './commands/send-now.command';
import { questionsCommand } from './commands/questions.command';
import { seedCommand } from './commands/seed.command';
import { statusCommand } from './commands/status.command';
import { transcribeCommand } from './commands/transcribe.command';
import { exportCommand } from './commands/export.command';
import { mediaSweepCommand } from './commands/media-sweep.command';
import { vaultCommand } from './commands/vault.command';
import { memberRemoveCommand, membersCommand } from './commands/members.command';
import { userCreateCommand } from './commands/user-create.command';
import { userGrantFullAccessCommand } from './commands/user-grant-full-access.command';

/**
 * Help and errors from the argument parser go through the same filter as everything else, and
 * its errors read like the commands' own: `Error: …` on stderr, exit code 1.
 */
function withOurOutput(command: Command): Command {
  command.configureOutput({
    writeOut: (text) => process.stdout.write(safeText(text)),
    writeErr: (text) => process.stderr.write(safeText(text)),
    outputError: (text, write) => write(text.replace(/^error:/, 'Error:')),
  });
  command.showHelpAfterError(
    `(\`storyvault ${command.name() === 'storyvault' ? '' : command.name() + ' '}--help\` for usage)`,
  );
  for (const sub of command.commands) withOurOutput(sub);
  return command;
}

export function createProgram(): Command {
  const program = new Command('storyvault')
    .description(
      'Operate StoryVault from the shell. Uses DATABASE_URL, or the embedded PostgreSQL in DATA_DIR ' +
        '(shared with a running `npm start`).',
    )
    .version(version)
    .addCommand(statusCommand())
    .addCommand(doctorCommand())
    .addCommand(migrateCommand())
    .addCommand(seedCommand())
    .addCommand(questionsCommand())
    .addCommand(vaultCommand())
    .addCommand(membersCommand())
    .addCommand(memberRemoveCommand())
    .addCommand(sendDueCommand())
    .addCommand(sendNowCommand())
    .addCommand(resendCommand())
    .addCommand(deliveriesCommand())
    .addCommand(ingestCommand())
    .addCommand(pollCommand())
    .addCommand(inboundCommand())
    .addCommand(inboundAssignCommand())
    .addCommand(transcribeCommand())
    .addCommand(exportCommand())
    .addCommand(mediaMigrateCommand())
    .addCommand(mediaSweepCommand())
    .addCommand(backupCommand())
    .addCommand(restoreCommand())
    .addCommand(billingCommand())
    .addCommand(billingSyncCommand())
    .addCommand(billingRefundCommand())
    .addCommand(userCreateCommand())
    .addCommand(userGrantFullAccessCommand());
  return withOurOutput(program);
}
