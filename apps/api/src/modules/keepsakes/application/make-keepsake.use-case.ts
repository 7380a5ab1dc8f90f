import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { AppConfig } from '../../../config/app-config';
import { ManageUsers } from '../../auth/auth.public';
import { ListVaults, roleAllows } from '../../vault/vault.public';
import { InvalidExportError, parseExportRequest } from '../domain/export';
import { KeepsakeBuilders } from './keepsake-builders';
import { KeepsakeProgress } from './ports/keepsake-builder';

export interface MakeKeepsakeInput {
  /** The owner's account. */
  email: string;
  /** Needed when the account owns several vaults. */
  vaultId?: string;
}

/**
 * A keepsake made here and now, for an operator (`storyvault export`): the same builders as the
 * worker's, written to a stream instead of the object store.
 */
@Injectable()
export class MakeKeepsake {
  constructor(
    private readonly users: ManageUsers,
    private readonly vaults: ListVaults,
    private readonly builders: KeepsakeBuilders,
    private readonly config: AppConfig,
  ) {}

  /** The vault it is made of (its id), checked before anything is written. */
  async prepare(input: MakeKeepsakeInput): Promise<{ vaultId: string; seniorName: string }> {
    const user = await this.users.getByEmail(input.email);
    const owned = (await this.vaults.execute({ id: user.id, hasFullAccess: user.hasFullAccess })).filter((v) =>
      roleAllows(v.role, 'keepsake.operatorMake'),
    );
    if (!owned.length) throw new InvalidExportError(`${input.email} owns no vault.`);
    const vault = input.vaultId ? owned.find((v) => v.vault.id === input.vaultId) : owned[0];
    if (!vault) throw new InvalidExportError(`${input.email} owns no vault ${input.vaultId}.`);
    if (!input.vaultId && owned.length > 1)
      throw new InvalidExportError(
        `${input.email} owns ${owned.length} vaults; choose one with --vault: ${owned.map((v) => v.vault.id).join(', ')}.`,
      );
    return { vaultId: vault.vault.id, seniorName: vault.vault.seniorName };
  }

  /**
   * Writes the keepsake to `out`. Answers its id: a book's listen links are made under it (the
   * owner turns them off with it, as for a book the worker made).
   */
  async execute(
    vaultId: string,
    request: unknown,
    out: Writable,
    progress: KeepsakeProgress,
  ): Promise<{ exportId: string }> {
    const { format, options } = parseExportRequest(request);
    const builder = this.builders.for(format);
    if (!builder)
      throw new InvalidExportError(
        format === 'pdf' ? 'Books cannot be made here yet.' : 'Archives cannot be made here yet.',
      );
    const exportId = randomUUID();
    await builder.build(
      { exportId, vaultId, format, book: options, appUrl: this.config.link('') },
      out,
      progress,
      new AbortController().signal,
    );
    return { exportId };
  }
}
