import { DomainEvent, EventType } from './domain-event';

/** Handles a batch of events of one type (those of one commit, or of one relay round); must be idempotent. */
export type EventHandler<T extends EventType> = (events: DomainEvent<T>[]) => Promise<void>;

export interface RegisteredHandler {
  type: EventType;
  /** Stable across releases: the outbox records each handler's deliveries under it. */
  name: string;
  handle: (events: DomainEvent[]) => Promise<void>;
}

/** Which handlers each event type has in this process, registered at start by the modules. */
export class EventHandlers {
  private readonly byType = new Map<EventType, RegisteredHandler[]>();
  private readonly byName = new Map<string, RegisteredHandler>();

  add<T extends EventType>(type: T, name: string, handle: EventHandler<T>): void {
    if (this.byName.has(name)) throw new Error(`An event handler named ${name} is registered already`);
    const handler: RegisteredHandler = { type, name, handle: handle as RegisteredHandler['handle'] };
    this.byName.set(name, handler);
    this.byType.set(type, [...(this.byType.get(type) ?? []), handler]);
  }

  ofType(type: EventType): RegisteredHandler[] {
    return this.byType.get(type) ?? [];
  }

  /** Every handler's type and name: the deliveries an event of a type owes. */
  routes(): Array<{ type: EventType; name: string }> {
    return [...this.byName.values()].map(({ type, name }) => ({ type, name }));
  }

  named(name: string): RegisteredHandler | undefined {
    return this.byName.get(name);
  }
}
