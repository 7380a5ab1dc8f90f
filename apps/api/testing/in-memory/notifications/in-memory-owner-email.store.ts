import { OWNER_EMAIL_DEFAULTS, OwnerEmailChoices } from '@storyvault/contracts';
import { OwnerEmailStore } from '../../../src/modules/notifications/application/ports/owner-email.store';

export class InMemoryOwnerEmailStore extends OwnerEmailStore {
  private readonly choices = new Map<string, OwnerEmailChoices>();
  private readonly sent = new Set<string>();

  async choicesOf(vaultId: string, userId: string): Promise<OwnerEmailChoices> {
    return { ...(this.choices.get(`${vaultId}:${userId}`) ?? OWNER_EMAIL_DEFAULTS) };
  }

  async setChoices(vaultId: string, userId: string, choices: OwnerEmailChoices): Promise<boolean> {
    this.choices.set(`${vaultId}:${userId}`, { ...choices });
    return true;
  }

  async claimSend(eventId: string): Promise<boolean> {
    if (this.sent.has(eventId)) return false;
    this.sent.add(eventId);
    return true;
  }

  async releaseSend(eventId: string): Promise<void> {
    this.sent.delete(eventId);
  }
}
