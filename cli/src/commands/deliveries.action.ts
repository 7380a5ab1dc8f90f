import { AuthModule } from '@storyvault/api/modules/auth/auth.module';
import { DeliveryModule } from '@storyvault/api/modules/delivery/delivery.module';
import { ListDeliveries } from '@storyvault/api/modules/delivery/delivery.public';
import { VaultModule } from '@storyvault/api/modules/vault/vault.module';
import { withApp } from '../context';
import { vaultFor } from '../vault-lookup';
import { say, printJson } from '../output';
import { pauseLine } from '../pause-state';

const when = (d: Date | null) => (d ? d.toISOString().replace('T', ' ').slice(0, 16) : '—');

/** `storyvault deliveries EMAIL`: it only reads, through the accounts, the vaults and their emails. */
export async function listDeliveries(email: string, options: { json?: boolean }): Promise<void> {
  await withApp(
    async (app) => {
      const vault = await vaultFor(app, email);
      const records = await app.get(ListDeliveries).execute(vault.id);
      if (options.json) {
        printJson(records);
        return;
      }
      say(`${vault.seniorName} <${vault.seniorEmail}>: ${records.length} email(s)`);
      say(`Questions: ${pauseLine(vault)}`);
      for (const r of records) {
        const extra = [
          r.token && `token ${r.token}`,
          r.answeredAt && `answered ${when(r.answeredAt)}`,
          r.skippedAt && `skipped ${when(r.skippedAt)}`,
          r.lastError && `last error: ${r.lastError}`,
        ]
          .filter(Boolean)
          .join(', ');
        say(
          `  ${when(r.createdAt)}  ${r.kind.padEnd(12)} ${r.state.padEnd(7)} tries ${r.attempts}  sent ${when(r.sentAt)}  ${r.questionText ? `“${r.questionText}”` : ''}${extra ? `  (${extra})` : ''}`,
        );
      }
    },
    [AuthModule, VaultModule, DeliveryModule],
  );
}
