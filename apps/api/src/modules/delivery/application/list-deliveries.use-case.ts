import { Injectable } from '@nestjs/common';
import { Delivery } from '../domain/delivery';
import { maskToken } from '../domain/response-token';
import { DeliveryMessages, TokenUnavailableError } from './delivery-messages.service';
import { DeliveryRepository } from './ports/delivery.repository';

export type DeliveryRecord = Omit<Delivery, 'tokenHash' | 'tokenSealed'> & { token: string | null };

/** The token shown for a question whose sealed token no longer opens (SESSION_SECRET changed). */
const TOKEN_UNAVAILABLE = '—';

/** A vault's delivery history for operators; tokens only ever shown by their first characters. */
@Injectable()
export class ListDeliveries {
  constructor(
    private readonly deliveries: DeliveryRepository,
    private readonly messages: DeliveryMessages,
  ) {}

  async execute(vaultId: string, limit = 200): Promise<DeliveryRecord[]> {
    const rows = await this.deliveries.listByVault(vaultId, limit);
    return rows.map(({ tokenHash: _hash, tokenSealed, ...rest }) => ({
      ...rest,
      token: tokenSealed ? this.masked({ ...rest, tokenHash: null, tokenSealed }) : null,
    }));
  }

  private masked(question: Delivery): string {
    try {
      return maskToken(this.messages.tokenOf(question));
    } catch (error) {
      // One unreadable token must not hide the rest of the history.
      if (error instanceof TokenUnavailableError) return TOKEN_UNAVAILABLE;
      throw error;
    }
  }
}
