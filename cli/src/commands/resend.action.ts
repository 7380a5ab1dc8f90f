import { QuestionAlreadyAnsweredError, ResendLatestQuestion } from '@storyvault/api/modules/delivery/delivery.public';
import { CliError, withApp } from '../context';
import { say } from '../output';
import { refuseWhilePaused } from '../pause-state';
import { vaultFor } from '../vault-lookup';

/** `storyvault resend`: it sends, so it runs in the whole application. */
export async function resend(email: string, options: { force?: boolean }): Promise<void> {
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
}
