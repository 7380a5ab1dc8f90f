import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config';
import { tokenFromAddress } from '../domain/reply-address';
import { Delivery } from '../domain/delivery';
import { hashResponseToken, isWellFormedResponseToken } from '../domain/response-token';
import { DeliveryRepository } from './ports/delivery.repository';

/** What the response module asks of deliveries: which question a token answers, and that it was answered. */
@Injectable()
export class ResponseTokens {
  constructor(
    private readonly deliveries: DeliveryRepository,
    private readonly config: AppConfig,
  ) {}

  /** The question whose token sits in a plus-address of our inbound mailbox among `addresses`. */
  async fromAddresses(addresses: string[]): Promise<Delivery | null> {
    for (const address of addresses) {
      const token = tokenFromAddress(address, this.config.INBOUND_ADDRESS);
      const delivery = token ? await this.resolve(token) : null;
      if (delivery) return delivery;
    }
    return null;
  }

  /** The question delivery a token belongs to, or null for a missing, malformed or unknown token. */
  async resolve(token: string | undefined | null): Promise<Delivery | null> {
    if (!token || !isWellFormedResponseToken(token)) return null;
    return this.deliveries.findByTokenHash(hashResponseToken(token));
  }

  /** The question delivery a reply's In-Reply-To / References point at (a follow-up or resend counts as its question). */
  async byMessageIds(messageIds: string[]): Promise<Delivery | null> {
    const found = await this.deliveries.findByMessageIds(messageIds);
    for (const delivery of found) {
      if (delivery.kind === 'question') return delivery;
      if (delivery.parentId) {
        const parent = await this.deliveries.findById(delivery.parentId);
        if (parent?.kind === 'question') return parent;
      }
    }
    return null;
  }

  /** The vault's latest question while it is unanswered, or null. */
  async openQuestion(vaultId: string): Promise<Delivery | null> {
    const latest = await this.deliveries.latestQuestion(vaultId);
    return latest && latest.state === 'sent' && !latest.answeredAt ? latest : null;
  }

  markAnswered(deliveryId: string, at: Date): Promise<void> {
    return this.deliveries.markAnswered(deliveryId, at);
  }
}
