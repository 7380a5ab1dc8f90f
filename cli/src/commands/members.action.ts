import { INestApplicationContext } from '@nestjs/common';
import { AuthModule } from '@storyvault/api/modules/auth/auth.module';
import { MembersModule } from '@storyvault/api/modules/members/members.module';
import { FamilyMembers } from '@storyvault/api/modules/members/members.public';
import { VaultModule } from '@storyvault/api/modules/vault/vault.module';
import { ListVaults } from '@storyvault/api/modules/vault/vault.public';
import { CliError, withApp } from '../context';
import { printJson, when } from '../format';
import { say } from '../output';
import { ownerFor } from '../vault-lookup';

/**
 * An owner with each of their vaults and its family list; by the senior's email, the owner with
 * that vault alone (found as every command finds a vault).
 */
async function ownerMembers(app: INestApplicationContext, email: string) {
  const { owner, vaultId } = await ownerFor(app, email);
  const vaults = (await app.get(ListVaults).ownedBy(owner.id))
    .map((s) => s.vault)
    .filter((vault) => !vaultId || vault.id === vaultId);
  const family = app.get(FamilyMembers);
  const withMembers = [];
  for (const vault of vaults) {
    withMembers.push({ id: vault.id, seniorName: vault.seniorName, members: await family.list(owner, vault.id) });
  }
  return { owner, vaults: withMembers };
}

/** `storyvault members EMAIL`: it only reads, through the accounts, the vaults and the family lists. */
export async function listMembers(email: string, options: { json?: boolean }): Promise<void> {
  await withApp(
    async (app) => {
      const { owner, vaults } = await ownerMembers(app, email);
      if (options.json) {
        printJson({ owner: { name: owner.name, email: owner.email, language: owner.language }, vaults });
        return;
      }
      say(`${owner.name} <${owner.email}>, language ${owner.language}`);
      if (!vaults.length) say('No vault yet.');
      for (const vault of vaults) {
        say(`\nVault ${vault.id} (${vault.seniorName})`);
        if (!vault.members.length) {
          say('  No family members yet.');
          continue;
        }
        const nameWidth = Math.max(4, ...vault.members.map((m) => m.name.length)) + 2;
        const emailWidth = Math.max(5, ...vault.members.map((m) => m.email.length)) + 2;
        say(`  ${'NAME'.padEnd(nameWidth)}${'EMAIL'.padEnd(emailWidth)}${'ROLE'.padEnd(13)}STATUS`);
        for (const m of vault.members) {
          const since = m.status === 'joined' ? ` since ${when(m.joinedAt)}` : ` until ${when(m.expiresAt)}`;
          say(`  ${m.name.padEnd(nameWidth)}${m.email.padEnd(emailWidth)}${m.role.padEnd(13)}${m.status}${since}`);
        }
      }
    },
    [AuthModule, VaultModule, MembersModule],
  );
}

/** `storyvault member:remove`: the removal raises an event, so it runs in the whole application. */
export async function removeMember(ownerEmail: string, memberEmail: string): Promise<void> {
  await withApp(async (app) => {
    const { owner, vaults } = await ownerMembers(app, ownerEmail);
    const wanted = memberEmail.toLowerCase();
    const found = vaults.flatMap((v) => v.members.filter((m) => m.email === wanted).map((m) => ({ vault: v, m })));
    if (!found.length) throw new CliError(`${memberEmail} is not a family member of any vault of ${owner.email}`);
    for (const { vault, m } of found) {
      await app.get(FamilyMembers).remove(owner, vault.id, m.id);
      say(`Removed ${m.name} <${m.email}> (${m.role}, ${m.status}) from ${vault.seniorName}'s vault ${vault.id}.`);
    }
  });
}
