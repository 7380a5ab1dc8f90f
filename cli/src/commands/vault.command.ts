import { INestApplicationContext } from '@nestjs/common';
import { Command } from 'commander';
import { FREQUENCY_LABELS } from '@storyvault/contracts';
import { ManageUsers } from '@storyvault/api/modules/auth/auth.public';
import { effectiveFrequency, ListVaults, VaultInsights, VaultQueue } from '@storyvault/api/modules/vault/vault.public';
import { withApp } from '../context';
import { printJson } from '../format';

/** An owner with each vault, its schedule, counts and queue: what `vault` prints, or its JSON. */
async function ownerVaults(app: INestApplicationContext, email: string) {
  const owner = await app.get(ManageUsers).getByEmail(email);
  const snapshots = await app.get(ListVaults).execute(owner.id);
  const vaults = [];
  for (const { vault } of snapshots) {
    const queue = await app.get(VaultQueue).list(owner.id, vault.id);
    vaults.push({
      ...vault,
      effectiveFrequency: effectiveFrequency(vault.frequency, owner.hasFullAccess),
      stats: await app.get(VaultInsights).stats(owner.id, vault.id),
      queue: queue.map((item) => ({
        order: item.order,
        questionId: item.questionId,
        text: item.question.text,
        isCustom: item.isCustom,
      })),
    });
  }
  return { owner: { name: owner.name, email: owner.email, hasFullAccess: owner.hasFullAccess }, vaults };
}

function print({ owner, vaults }: Awaited<ReturnType<typeof ownerVaults>>): void {
  console.log(`${owner.name} <${owner.email}>${owner.hasFullAccess ? ', full access' : ', trial'}`);
  if (!vaults.length) {
    console.log('No vault yet.');
    return;
  }
  for (const vault of vaults) {
    const { stats, queue, effectiveFrequency: frequency } = vault;
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
      console.log(`    ${String(item.order).padStart(3)}. ${item.text}${item.isCustom ? '  (custom)' : ''}`);
    if (!queue.length) console.log('    (empty)');
  }
}

export function vaultCommand(): Command {
  return new Command('vault')
    .description("show an owner's vault: the senior, the schedule, the question queue and the counts")
    .argument('<email>', "the owner's email")
    .option('--json', 'print JSON')
    .action(async (email: string, options: { json?: boolean }) => {
      await withApp(async (app) => {
        const result = await ownerVaults(app, email);
        if (options.json) printJson(result);
        else print(result);
      });
    });
}
