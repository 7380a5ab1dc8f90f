import { randomUUID } from 'node:crypto';
import type { Language } from '@storyvault/contracts';

/**
 * Every event the modules raise, by type: the one place a payload's shape is agreed, so a module
 * can handle another's events without importing it (the raiser may well depend on the handler's
 * module, as stories do on delivery and vault). Payloads are plain JSON, times as ISO strings:
 * they are stored as jsonb and may be read back by another process.
 */
export interface EventPayloads {
  /** An answer became a story (Story.record). */
  StoryRecorded: {
    vaultId: string;
    storyId: string;
    /** The question delivery answered, and its place in the vault's queue. */
    deliveryId: string | null;
    vaultQuestionId: string | null;
    questionText: string;
    responseType: 'voice' | 'written';
    at: string;
  };
  /** The owner deleted a story (it waits in Recently deleted) or restored one: counts follow. */
  StoryDeletedOrRestored: {
    vaultId: string;
    storyId: string;
    deleted: boolean;
    at: string;
  };
  /** The owner removed a member who had joined: what the member was given in the vault ends (their books' listen links). */
  FamilyMemberRemoved: {
    vaultId: string;
    userId: string;
    at: string;
  };
  /** Someone joined a vault by their invitation's link: the owner may choose to hear of it. */
  FamilyMemberJoined: {
    vaultId: string;
    userId: string;
    at: string;
  };
  /** Someone commented on a story (the owner or a member). */
  StoryCommented: {
    vaultId: string;
    storyId: string;
    commentId: string;
    authorId: string;
    /** The comment's words, as the family reads them. */
    text: string;
    at: string;
  };
  /** Someone suggested a question for the senior (a contributor or the owner). */
  QuestionSuggested: {
    vaultId: string;
    suggestionId: string;
    authorId: string;
    /** The question as suggested. */
    text: string;
    at: string;
  };
  /** A funnel lead's checkout was paid (verified on return or by the provider's webhook), once per lead. */
  LeadPaid: {
    leadId: number;
    sessionId: string;
    email: string;
    /** The lead's account when it already had one; null until the account is made. */
    userId: string | null;
    /** The language of the browser the lead came from (absent from events recorded before it was kept: English). */
    language?: Language;
    at: string;
  };
  /** The account a lead's payment made (the funnel's create-password step or the finish-account link). */
  LeadAccountCreated: {
    leadId: number;
    sessionId: string;
    userId: string;
    at: string;
  };
  /** The user asked to delete their account: it goes, with every vault they own, at `deleteAfter` unless they sign in before. */
  AccountDeletionRequested: {
    userId: string;
    at: string;
    deleteAfter: string;
  };
  /** The user signed in during the grace: their account is not deleted. */
  AccountDeletionUndone: {
    userId: string;
    at: string;
  };
  /** A vault and everything in it were erased with its owner's account: members lost it. */
  VaultDeleted: {
    vaultId: string;
    ownerId: string;
    at: string;
  };
  /** An account was erased after its grace; nothing of it is left. */
  AccountDeleted: {
    userId: string;
    at: string;
  };
  /** A user's full access changed (a payment, a lapsed subscription, an operator's grant). */
  FullAccessChanged: {
    userId: string;
    hasFullAccess: boolean;
  };
}

export type EventType = keyof EventPayloads;

/** Something that happened, told to whoever handles its type; its id makes storing it twice harmless. */
export interface DomainEvent<T extends EventType = EventType> {
  readonly id: string;
  readonly type: T;
  readonly payload: EventPayloads[T];
  readonly occurredAt: Date;
}

export function domainEvent<T extends EventType>(type: T, payload: EventPayloads[T], occurredAt: Date): DomainEvent<T> {
  return { id: randomUUID(), type, payload, occurredAt };
}

/** Raises events as its state changes; the repository that saves it stores them in the same transaction. */
export abstract class AggregateRoot {
  #events: DomainEvent[] = [];

  protected raise(event: DomainEvent): void {
    this.#events.push(event);
  }

  /** Raised and not yet pulled, oldest first: what a save stores with the change. */
  get pendingEvents(): readonly DomainEvent[] {
    return this.#events;
  }

  /** Takes the raised events: after the save that stored them commits, to dispatch them. */
  pullEvents(): DomainEvent[] {
    const events = this.#events;
    this.#events = [];
    return events;
  }
}
