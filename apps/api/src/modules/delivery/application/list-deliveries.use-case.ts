import { Injectable } from '@nestjs/common';
import { Delivery } from '../domain/delivery';
import { maskToken } from '../domain/response-token';
import { DeliveryMessages } from './delivery-messages.service';
import { DeliveryRepository } from './ports/delivery.repository';

export type DeliveryRecord = Omit<Delivery, 'tokenHash' | 'tokenSealed'> & { token: string | null };

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
      token: tokenSealed ? maskToken(this.messages.tokenOf({ ...rest, tokenHash: null, tokenSealed })) : null,
    }));
  }
}
