import { Command } from 'commander';
import { QuestionAlreadyAnsweredError, ResendLatestQuestion } from '@storyvault/api/modules/delivery/delivery.public';
import { CliError, withApp } from '../context';
import { emailAddress } from '../options';
import { say } from '../output';
import { refuseWhilePaused } from '../pause-state';
import { vaultFor } from '../vault-lookup';

export function resendCommand(): Command {
  return new Command('resend')
    .description("send a senior's latest question again, with the same answer links")
    .argument('<email>', "the senior's email (or the owner's)", emailAddress)
    .option('--force', 'send it again even though it has been answered already, or the senior paused the questions')
    .action(async (email: string, options: { force?: boolean }) => {
      await withApp(async (app) => {
        const vault = await vaultFor(app, email);
        refuseWhilePaused(vault, 'the latest question', options.force);
        const resent = await app
          .get(ResendLatestQuestion)
          .execute(vault.id, { force: options.force })
          .catch((error: unknown) => {
            if (!(error instanceof QuestionAlreadyAnsweredError)) throw error;
            throw new CliError(
              `${error.message} Nothing was sent. To send it to ${vault.seniorName} again anyway, add --force.`,
            );
          });
        say(`Sent “${resent.questionText}” again to ${vault.seniorName} <${vault.seniorEmail}>.`);
      });
    });
}
