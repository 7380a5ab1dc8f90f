import { INestApplicationContext } from '@nestjs/common';
import { ManageUsers, User } from '@storyvault/api/modules/auth/auth.public';
import { ListVaults, Vault } from '@storyvault/api/modules/vault/vault.public';
import { CliError } from './context';

/**
 * The vault an operator means: by the senior's email (how they are usually asked about), or
 * else by the owner's email. More than one match is an error naming the candidates.
 */
export async function vaultFor(app: INestApplicationContext, email: string): Promise<Vault> {
  let vaults = (await app.get(ListVaults).bySeniorEmail(email)).map((s) => s.vault);
  if (!vaults.length) {
    const owner = await app.get(ManageUsers).findByEmail(email);
    if (owner) vaults = (await app.get(ListVaults).ownedBy(owner.id)).map((s) => s.vault);
  }
  if (!vaults.length) throw new CliError(`No vault has a senior or an owner with the email ${email}`);
  if (vaults.length > 1) {
    throw new CliError(`Several vaults match ${email}: ${vaults.map((v) => `${v.id} (${v.seniorName})`).join(', ')}`);
  }
  return vaults[0];
}

/**
 * The owner an operator means, found as `vaultFor` finds a vault: by the senior's email (that
 * vault alone), or else by the owner's account (each of their vaults, or none yet).
 */
export async function ownerFor(
  app: INestApplicationContext,
  email: string,
): Promise<{ owner: User; vaultId: string | null }> {
  const users = app.get(ManageUsers);
  const seniors = (await app.get(ListVaults).bySeniorEmail(email)).map((s) => s.vault);
  if (seniors.length > 1)
    throw new CliError(`Several vaults match ${email}: ${seniors.map((v) => `${v.id} (${v.seniorName})`).join(', ')}`);
  const owner = seniors.length ? await users.findById(seniors[0].ownerId) : await users.findByEmail(email);
  if (!owner) throw new CliError(`No vault has a senior or an owner with the email ${email}`);
  return { owner, vaultId: seniors[0]?.id ?? null };
}
