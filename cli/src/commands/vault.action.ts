import { INestApplicationContext } from '@nestjs/common';
import { FREQUENCY_LABELS } from '@storyvault/contracts';
import { AuthModule } from '@storyvault/api/modules/auth/auth.module';
import { ManageUsers } from '@storyvault/api/modules/auth/auth.public';
import { ListDeliveries } from '@storyvault/api/modules/delivery/delivery.public';
import { DeliveryModule } from '@storyvault/api/modules/delivery/delivery.module';
import { effectiveFrequency, ListVaults, VaultInsights, VaultQueue } from '@storyvault/api/modules/vault/vault.public';
import { VaultModule } from '@storyvault/api/modules/vault/vault.module';
import { CliError, withApp } from '../context';
import { printJson, when } from '../format';
import { pauseLine } from '../pause-state';
import { say } from '../output';

/**
 * The vaults an operator means, with their owner: the senior's vault(s) by the senior's email, as the
 * delivery commands take it, or else every vault of the owner with that email.
 */
async function lookUp(app: INestApplicationContext, email: string) {
  const users = app.get(ManageUsers);
  const bySenior = (await app.get(ListVaults).bySeniorEmail(email)).map((s) => s.vault);
  if (bySenior.length) {
    const ownerIds = [...new Set(bySenior.map((v) => v.ownerId))];
    if (ownerIds.length > 1)
      throw new CliError(
        `Several vaults match ${email}: ${bySenior.map((v) => `${v.id} (${v.seniorName})`).join(', ')}. Give the owner's email.`,
      );
    const owner = (await users.findByIds(ownerIds)).get(ownerIds[0]);
    if (owner) return { owner, vaults: bySenior };
  }
  const owner = await users.findByEmail(email);
  if (!owner) throw new CliError(`No vault has a senior or an owner with the email ${email}`);
  return { owner, vaults: (await app.get(ListVaults).ownedBy(owner.id)).map((s) => s.vault) };
}

/** An owner with each vault, its schedule, counts and queue: what `vault` prints, or its JSON. */
async function ownerVaults(app: INestApplicationContext, email: string) {
  const { owner, vaults: found } = await lookUp(app, email);
  const vaults = [];
  for (const vault of found) {
    const queue = await app.get(VaultQueue).list(owner, vault.id);
    const emails = await app.get(ListDeliveries).execute(vault.id);
    vaults.push({
      ...vault,
      state: pauseLine(vault),
      // What her reply words did: the questions she set aside, and every email that told of it.
      skipped: emails
        .filter((d) => d.kind === 'question' && d.skippedAt)
        .map((d) => ({ questionText: d.questionText, skippedAt: d.skippedAt })),
      confirmations: emails
        .filter((d) => d.kind === 'confirmation' || d.kind === 'pause_notice')
        .map((d) => ({
          kind: d.kind,
          recipient: d.recipient,
          state: d.state,
          createdAt: d.createdAt,
          sentAt: d.sentAt,
        })),
      effectiveFrequency: effectiveFrequency(vault.frequency, owner.hasFullAccess),
      stats: await app.get(VaultInsights).stats(owner, vault.id),
      // Numbered as the owner sees the queue: 1 is sent next. `order` is the stored sort key.
      queue: queue.map((item, index) => ({
        position: index + 1,
        order: item.order,
        questionId: item.questionId,
        text: item.question.text,
        isCustom: item.isCustom,
      })),
    });
  }
  const deletion = owner.deleteAfter ? { deleteAfter: owner.deleteAfter.toISOString() } : {};
  return {
    owner: {
      name: owner.name,
      email: owner.email,
      hasFullAccess: owner.hasFullAccess,
      language: owner.language,
      ...deletion,
    },
    vaults,
  };
}

function print({ owner, vaults }: Awaited<ReturnType<typeof ownerVaults>>): void {
  say(`${owner.name} <${owner.email}>${owner.hasFullAccess ? ', full access' : ', trial'}, language ${owner.language}`);
  // The owner asked to delete the account: it goes with its vaults that day unless they sign in.
  if (owner.deleteAfter)
    say(`Account to be deleted on ${owner.deleteAfter.slice(0, 10)} unless the owner signs in before.`);
  if (!vaults.length) {
    say('No vault yet.');
    return;
  }
  for (const vault of vaults) {
    const { stats, queue, effectiveFrequency: frequency } = vault;
    say(`\nVault ${vault.id}`);
    say(`  Senior:     ${vault.seniorName} <${vault.seniorEmail}>`);
    say(`  Set up:     ${vault.isSetupComplete ? when(vault.setupCompletedAt, 'yes') : 'not yet'}`);
    say(
      `  Frequency:  ${FREQUENCY_LABELS[frequency]}${frequency !== vault.frequency ? ` (chosen: ${FREQUENCY_LABELS[vault.frequency]})` : ''}`,
    );
    say(`  Questions:  ${vault.state}`);
    say(`  Next:       ${queue.length && vault.nextSendAt ? when(vault.nextSendAt) : 'nothing scheduled'}`);
    say(
      `  Stories: ${stats.storiesCount}   Questions ready: ${stats.questionsCount}   Days active: ${stats.daysActive}`,
    );
    say('  Queue:');
    for (const item of queue)
      say(`    ${String(item.position).padStart(3)}. ${item.text}${item.isCustom ? '  (custom)' : ''}`);
    if (!queue.length) say('    (empty)');
    if (vault.skipped.length) say('  Skipped by the senior:');
    for (const item of vault.skipped) say(`    ${when(item.skippedAt ?? null)}  ${item.questionText ?? ''}`);
    if (vault.confirmations.length) say('  Told of her reply words:');
    for (const c of vault.confirmations)
      say(
        `    ${when(c.createdAt)}  ${c.kind === 'confirmation' ? 'confirmation to' : 'notice to'} ${c.recipient}  ${c.state}`,
      );
  }
}

/** `storyvault vault EMAIL`: it only reads, through the accounts, the vaults and their emails. */
export async function showVault(email: string, options: { json?: boolean }): Promise<void> {
  await withApp(
    async (app) => {
      const result = await ownerVaults(app, email);
      if (options.json) printJson(result);
      else print(result);
    },
    [AuthModule, VaultModule, DeliveryModule],
  );
}
