import { Injectable, Logger } from '@nestjs/common';
import { DEFAULT_LANGUAGE, translate } from '@storyvault/contracts';
import { Clock } from '../../../shared/time/clock';
import { activityEntry, isPausedAt, VaultDirectory } from '../../vault/vault.public';
import { Delivery } from '../domain/delivery';
import { DeliveryRepository } from './ports/delivery.repository';
import { VaultScheduleStore } from './ports/vault-schedule.store';
import { NothingToSendError, SendNow, VaultBusyError } from './send-now.use-case';

export type SkipOutcome = 'skipped' | 'already_skipped' | 'answered';

export interface SkipResult {
  outcome: SkipOutcome;
  /** Whether a different question went out now. */
  nextQuestionSent: boolean;
  /** What the answer page tells the senior, in the vault's language. */
  message: string;
}

/** What the page says of each outcome (`sent` and `aside` are both `skipped`). */
const SKIP_MESSAGE_KEYS = {
  sent: 'senior.skip.sent',
  aside: 'senior.skip.aside',
  already: 'senior.skip.already',
  answered: 'senior.page.skip.answered',
} as const;

/**
 * "Send me a different question" (the link in every question email, or SKIP in a reply): the
 * question goes back to the end of the queue and the next one is sent at once, through the same
 * claim as every send (so never twice). Once per question: a second click changes nothing.
 */
@Injectable()
export class SkipQuestion {
  private readonly logger = new Logger('Delivery');

  constructor(
    private readonly store: VaultScheduleStore,
    private readonly deliveries: DeliveryRepository,
    private readonly vaults: VaultDirectory,
    private readonly sendNow: SendNow,
    private readonly clock: Clock,
  ) {}

  async execute(question: Delivery): Promise<SkipResult> {
    const vault = await this.vaults.byId(question.vaultId);
    const say = (said: keyof typeof SKIP_MESSAGE_KEYS) =>
      translate(vault?.language ?? DEFAULT_LANGUAGE, SKIP_MESSAGE_KEYS[said]);
    if (question.answeredAt) return { outcome: 'answered', nextQuestionSent: false, message: say('answered') };
    const at = this.clock.now();
    const first =
      vault && question.kind === 'question' && question.vaultQuestionId
        ? await this.store.markQuestionSkipped({
            deliveryId: question.id,
            vaultId: vault.id,
            vaultQuestionId: question.vaultQuestionId,
            at,
            activity: activityEntry({ kind: 'skipped', senior: vault.seniorName }, at),
          })
        : false;
    if (!vault || !first) return { outcome: 'already_skipped', nextQuestionSent: false, message: say('already') };
    await this.deliveries.abandonFollowUp(question.id); // no reminder of a question she set aside
    const sent = !isPausedAt(vault, at) && (await this.sendNext(vault.id, question.vaultQuestionId!));
    return { outcome: 'skipped', nextQuestionSent: sent, message: say(sent ? 'sent' : 'aside') };
  }

  /** The next queued question, now; not the skipped one again when it is all the queue holds. */
  private async sendNext(vaultId: string, skippedVaultQuestionId: string): Promise<boolean> {
    const head = (await this.vaults.firstQueued([vaultId])).get(vaultId);
    if (!head || head.id === skippedVaultQuestionId) return false;
    try {
      return (await this.sendNow.execute(vaultId)).sent > 0;
    } catch (error) {
      // A worker holds the vault right now (sending its question) or there was nothing to send.
      if (error instanceof VaultBusyError || error instanceof NothingToSendError) return false;
      this.logger.error({ vaultId, reason: String(error) }, 'The next question after a skip could not be sent');
      return false;
    }
  }
}
