import { Injectable, Logger } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config';
import { Mailer } from '../../../shared/mail/mailer';
import { ManageUsers } from '../../auth/auth.public';
import { VaultDirectory } from '../../vault/vault.public';
import { LeftOutAttachment } from '../domain/attachments';
import { filesLeftOutEmail } from '../domain/emails/files-left-out-email';

export interface LeftOutNotice {
  vaultId: string;
  storyId: string;
  questionText: string;
  files: LeftOutAttachment[];
}

/**
 * Emails the owner when a story arrived with files it could not hold (too big, a video, too
 * many), so nothing the senior sent goes unnoticed. Signature logos are not worth a word.
 */
@Injectable()
export class TellOwnerOfLeftOutFiles {
  private readonly logger = new Logger('Inbound');

  constructor(
    private readonly vaults: VaultDirectory,
    private readonly users: ManageUsers,
    private readonly mailer: Mailer,
    private readonly config: AppConfig,
  ) {}

  /** Sends what it can; an email that cannot be sent is logged, the story stands. */
  async execute(notices: LeftOutNotice[]): Promise<void> {
    const due = notices.map((n) => ({ ...n, files: n.files.filter((f) => f.meant) })).filter((n) => n.files.length);
    if (!due.length) return;
    const vaults = await this.vaults.byIds([...new Set(due.map((n) => n.vaultId))]);
    const owners = await this.users.findByIds([...new Set([...vaults.values()].map((v) => v.ownerId))]);
    for (const notice of due) {
      const vault = vaults.get(notice.vaultId);
      const owner = vault ? owners.get(vault.ownerId) : undefined;
      if (!vault || !owner) continue;
      try {
        await this.mailer.send({
          to: owner.email,
          ...filesLeftOutEmail({
            ownerName: owner.name,
            language: owner.language,
            seniorName: vault.seniorName,
            questionText: notice.questionText,
            files: notice.files,
            dashboardUrl: this.config.link('/dashboard'),
            supportEmail: this.config.SUPPORT_EMAIL,
          }),
        });
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        this.logger.error({ storyId: notice.storyId, reason }, 'The owner could not be told of files left out');
      }
    }
  }
}
