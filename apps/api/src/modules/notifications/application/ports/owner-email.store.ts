import { OwnerEmailChoices } from '@storyvault/contracts';

/** Port: the emails each owner chose about the family, and which of those emails went. */
export abstract class OwnerEmailStore {
  /** The owner's choices in this vault; the defaults (OWNER_EMAIL_DEFAULTS) when never chosen. */
  abstract choicesOf(vaultId: string, userId: string): Promise<OwnerEmailChoices>;
  /** False when the vault or the person no longer exists. */
  abstract setChoices(vaultId: string, userId: string, choices: OwnerEmailChoices, at: Date): Promise<boolean>;
  /** True the first time for an event: its email is this caller's to send. */
  abstract claimSend(eventId: string, vaultId: string, at: Date): Promise<boolean>;
  /** Sending failed: the event's email may be claimed again on the next try. */
  abstract releaseSend(eventId: string): Promise<void>;
}
