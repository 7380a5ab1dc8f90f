import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config';
import { Mailer } from '../../../shared/mail/mailer';
import { ManageUsers } from '../../auth/auth.public';
import { VaultDirectory } from '../../vault/vault.public';
import { ExportRecord } from '../domain/export';
import { exportReadyEmail } from '../domain/export-ready.email';

/** Tells the person who asked that their keepsake is ready, with a link to the dashboard's Keepsakes card. */
@Injectable()
export class ExportReadyNotice {
  constructor(
    private readonly mailer: Mailer,
    private readonly users: ManageUsers,
    private readonly vaults: VaultDirectory,
    private readonly config: AppConfig,
  ) {}

  async send(record: ExportRecord, expiresAt: Date): Promise<void> {
    const [user, vault] = await Promise.all([
      this.users.findById(record.requestedBy),
      this.vaults.byId(record.vaultId),
    ]);
    if (!user || !vault) return;
    const email = exportReadyEmail({
      requesterName: user.name,
      language: user.language,
      seniorName: vault.seniorName,
      format: record.format,
      link: this.config.link(`/dashboard?vault=${record.vaultId}&export=${record.id}`),
      expiresAt,
      supportEmail: this.config.SUPPORT_EMAIL,
    });
    await this.mailer.send({ to: user.email, subject: email.subject, text: email.text, html: email.html });
  }
}
