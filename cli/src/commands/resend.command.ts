import { Command } from 'commander';
import { ResendLatestQuestion } from '@storyvault/api/modules/delivery/delivery.public';
import { withApp } from '../context';
import { vaultFor } from '../vault-lookup';

export function resendCommand(): Command {
  return new Command('resend')
    .description("send a senior's latest question again, with the same answer links")
    .argument('<email>', "the senior's email (or the owner's)")
    .action(async (email: string) => {
      await withApp(async (app) => {
        const vault = await vaultFor(app, email);
        const resent = await app.get(ResendLatestQuestion).execute(vault.id);
        console.log(`Sent “${resent.questionText}” again to ${vault.seniorName} <${vault.seniorEmail}>.`);
      });
    });
}
