import { Command } from 'commander';
import { FREQUENCY_LABELS } from '@storyvault/contracts';
import { ManageUsers } from '@storyvault/api/modules/auth/auth.public';
import { effectiveFrequency, ListVaults, VaultInsights, VaultQueue } from '@storyvault/api/modules/vault/vault.public';
import { withApp } from '../context';

export function vaultCommand(): Command {
  return new Command('vault')
    .description("show an owner's vault: the senior, the schedule, the question queue and the counts")
    .argument('<email>', "the owner's email")
    .action(async (email: string) => {
      await withApp(async (app) => {
        const owner = await app.get(ManageUsers).getByEmail(email);
        const snapshots = await app.get(ListVaults).execute(owner.id);
        console.log(`${owner.name} <${owner.email}>${owner.hasFullAccess ? ', full access' : ', trial'}`);
        if (!snapshots.length) {
          console.log('No vault yet.');
          return;
        }
        for (const { vault } of snapshots) {
          const stats = await app.get(VaultInsights).stats(owner.id, vault.id);
          const queue = await app.get(VaultQueue).list(owner.id, vault.id);
          const frequency = effectiveFrequency(vault.frequency, owner.hasFullAccess);
          console.log(`\nVault ${vault.id}`);
          console.log(`  Senior:     ${vault.seniorName} <${vault.seniorEmail}>`);
          console.log(`  Set up:     ${vault.isSetupComplete ? vault.setupCompletedAt?.toISOString() : 'not yet'}`);
          console.log(
            `  Frequency:  ${FREQUENCY_LABELS[frequency]}${frequency !== vault.frequency ? ` (chosen: ${FREQUENCY_LABELS[vault.frequency]})` : ''}`,
          );
          console.log(
            `  Next:       ${queue.length && vault.nextSendAt ? vault.nextSendAt.toISOString() : 'nothing scheduled'}`,
          );
          console.log(
            `  Stories: ${stats.storiesCount}   Questions ready: ${stats.questionsCount}   Days active: ${stats.daysActive}`,
          );
          console.log('  Queue:');
          for (const item of queue)
            console.log(
              `    ${String(item.order).padStart(3)}. ${item.question.text}${item.isCustom ? '  (custom)' : ''}`,
            );
          if (!queue.length) console.log('    (empty)');
        }
      });
    });
}
