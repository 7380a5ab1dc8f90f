import { Logger } from '@nestjs/common';
import { User } from '../../auth/auth.public';
import { Delivery } from '../domain/delivery';
import { ClaimedVault, VaultSchedule } from './vault-schedule.service';

/** Accepted question emails are recorded in groups of this many (and at the end of a round). */
export const RECORD_EVERY = 10;

export interface AcceptedQuestion {
  claimed: ClaimedVault;
  delivery: Delivery;
  owner: Pick<User, 'id' | 'name' | 'email' | 'hasFullAccess'>;
  at: Date;
  /** False when the delivery had been sent before (a crash came between accept and record). */
  sent: boolean;
}

/**
 * Question emails the relay accepted, recorded every few (questionsSent: the deliveries marked
 * sent and the schedules moved in one write) rather than one by one, without holding up the
 * sending. A crash in between resends at most those few, with the same Message-ID and token,
 * and loses nothing.
 */
export class AcceptedQuestions {
  private readonly waiting: AcceptedQuestion[] = [];
  private readonly writing = new Set<Promise<void>>();

  constructor(
    private readonly schedule: VaultSchedule,
    private readonly logger: Logger,
  ) {}

  add(item: AcceptedQuestion): void {
    this.waiting.push(item);
    if (this.waiting.length >= RECORD_EVERY) this.record();
  }

  /** Records what is waiting and resolves when every write has finished. */
  async flush(): Promise<void> {
    this.record();
    await Promise.all(this.writing);
  }

  private record(): void {
    const items = this.waiting.splice(0);
    if (!items.length) return;
    const write = this.write(items).finally(() => this.writing.delete(write));
    this.writing.add(write);
  }

  private async write(items: AcceptedQuestion[]): Promise<void> {
    try {
      await this.schedule.questionsSent(
        items.map(({ claimed, at, owner, delivery, sent }) => ({
          claimed,
          at,
          owner,
          deliveryId: sent ? delivery.id : null,
        })),
      );
    } catch (error) {
      // Sent but not recorded: when the claims run out, the same emails go again (same Message-IDs).
      this.logger.error(`Recording ${items.length} sent question(s) failed: ${String(error)}`);
    }
  }
}
