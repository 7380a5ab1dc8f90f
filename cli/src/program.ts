import { Command } from 'commander';
import { version } from '../package.json';
import { billingCommand, billingSyncCommand } from './commands/billing.command';
import { deliveriesCommand } from './commands/deliveries.command';
import { doctorCommand } from './commands/doctor.command';
import { inboundAssignCommand, inboundCommand } from './commands/inbound.command';
import { ingestCommand } from './commands/ingest.command';
import { migrateCommand } from './commands/migrate.command';
import { pollCommand } from './commands/poll.command';
import { resendCommand } from './commands/resend.command';
import { sendDueCommand } from './commands/send-due.command';
import { sendNowCommand } from './commands/send-now.command';
import { questionsCommand } from './commands/questions.command';
import { seedCommand } from './commands/seed.command';
import { statusCommand } from './commands/status.command';
import { vaultCommand } from './commands/vault.command';
import { userCreateCommand } from './commands/user-create.command';
import { userGrantFullAccessCommand } from './commands/user-grant-full-access.command';

export function createProgram(): Command {
  return new Command('storyvault')
    .description(
      'Operate StoryVault from the shell. Uses DATABASE_URL, or the embedded PostgreSQL in DATA_DIR ' +
        '(shared with a running `npm start`).',
    )
    .version(version)
    .showHelpAfterError()
    .addCommand(statusCommand())
    .addCommand(doctorCommand())
    .addCommand(migrateCommand())
    .addCommand(seedCommand())
    .addCommand(questionsCommand())
    .addCommand(vaultCommand())
    .addCommand(sendDueCommand())
    .addCommand(sendNowCommand())
    .addCommand(resendCommand())
    .addCommand(deliveriesCommand())
    .addCommand(ingestCommand())
    .addCommand(pollCommand())
    .addCommand(inboundCommand())
    .addCommand(inboundAssignCommand())
    .addCommand(billingCommand())
    .addCommand(billingSyncCommand())
    .addCommand(userCreateCommand())
    .addCommand(userGrantFullAccessCommand());
}
