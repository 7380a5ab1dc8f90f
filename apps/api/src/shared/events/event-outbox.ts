import { DomainEvent } from './domain-event';

/** One handler's delivery of one event. */
export interface EventDelivery {
  eventId: string;
  handler: string;
}

/** A delivery the relay took: its event, and how often it was tried before. */
export interface DueDelivery {
  event: DomainEvent;
  handler: string;
  attempts: number;
}

export interface FailedDelivery extends EventDelivery {
  error: string;
  retryAt: Date;
}

/** A delivery still owed, and where it stands: for tests and operators. */
export interface OwedDelivery extends EventDelivery {
  /** Tries that failed. */
  attempts: number;
  lastError: string | null;
  nextAttemptAt: Date;
}

/**
 * How long the process that stored an event has it to itself (it dispatches right after its commit)
 * before the relay may deliver it: the relay is for events whose dispatch died or failed.
 */
export const DISPATCH_LEASE_MS = 30_000;

/**
 * Port: the transactional outbox. An event is stored with one delivery owed to each handler its type
 * has when it is stored; each delivery is recorded done (it is owed no more), or failed and
 * retried, on its own.
 * Adapters also store events inside the transaction of the change that raised them (the TypeORM
 * one through that transaction's EntityManager), so the change and its events commit together.
 */
export abstract class EventOutbox {
  /**
   * Stores events on their own (for a change with no transaction to share). An event stored before
   * (the same id) is left as it was. Its deliveries are due at once, but leased for
   * DISPATCH_LEASE_MS after it occurred to the process that dispatches it.
   */
  abstract append(events: readonly DomainEvent[]): Promise<void>;
  /**
   * At most `limit` deliveries due at `now` (not done, not before their next attempt, not leased),
   * oldest event first (events of one moment in the order stored), leased until `leaseUntil` so that
   * no other relay takes them meanwhile.
   */
  abstract claimDue(now: Date, limit: number, leaseUntil: Date): Promise<DueDelivery[]>;
  /** Each of these handled: owed no more, never delivered again. */
  abstract complete(deliveries: EventDelivery[]): Promise<void>;
  /** Each of these tried and failed: one more attempt counted, the error kept, tried again at retryAt (one done stays done). */
  abstract fail(failures: FailedDelivery[]): Promise<void>;
  /** An event as stored, or null. */
  abstract find(eventId: string): Promise<DomainEvent | null>;
  /** The deliveries of an event still owed, by handler name. */
  abstract owed(eventId: string): Promise<OwedDelivery[]>;
  /**
   * Forgets at most `limit` events that occurred before `before` and are owed to no handler any
   * more (every delivery done, or none owed); an event still owed a delivery is kept however old.
   * Answers how many were forgotten.
   */
  abstract purgeDelivered(before: Date, limit: number): Promise<number>;
}
