import { Injectable } from '@nestjs/common';
import { DomainEvent } from '../../../shared/events/domain-event';
import { DeliveryRepository } from './ports/delivery.repository';

/**
 * StoryRecorded: the question delivery the story answers is answered. The first answer's time
 * stands, so delivering an event again changes nothing. One write per batch (a chunk of replies).
 */
@Injectable()
export class MarkQuestionAnswered {
  static readonly handlerName = 'delivery.mark-answered';

  constructor(private readonly deliveries: DeliveryRepository) {}

  async handle(events: DomainEvent<'StoryRecorded'>[]): Promise<void> {
    const byTime = new Map<string, Set<string>>();
    for (const { payload } of events)
      if (payload.deliveryId) byTime.set(payload.at, (byTime.get(payload.at) ?? new Set()).add(payload.deliveryId));
    // Earliest first: a delivery answered twice in one batch keeps its first answer's time.
    for (const at of [...byTime.keys()].sort())
      await this.deliveries.markAnsweredMany([...byTime.get(at)!], new Date(at));
  }
}
