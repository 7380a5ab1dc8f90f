import { Injectable } from '@nestjs/common';
import { domainEvent } from '../../../shared/events/domain-event';
import { EventBus } from '../../../shared/events/event-bus';
import { Clock } from '../../../shared/time/clock';
import { CreateCustomQuestion } from '../../question/question.public';
import { Actor, QueuedQuestion, VaultAccess, VaultQueue } from '../../vault/vault.public';
import { SuggestionPlacement, WRITE_LIMITS } from '@storyvault/contracts';
import { checkWriteLimit } from '../../../shared/limits/write-limit';
import { SuggestionNotFoundError, SuggestionText } from '../domain/family.errors';
import { Suggestion, suggestionText } from '../domain/suggestion';
import { PeopleNames } from './ports/people-names';
import { SuggestionRepository } from './ports/suggestion.repository';

export interface ReadSuggestion {
  suggestion: Suggestion;
  suggestedByName: string;
}

/**
 * Suggested by family: a contributor (or the owner) proposes a question for the senior; the owner
 * adds it to the queue, as a custom question of theirs at the end, or dismisses it.
 */
@Injectable()
export class SuggestedQuestions {
  constructor(
    private readonly access: VaultAccess,
    private readonly suggestions: SuggestionRepository,
    private readonly names: PeopleNames,
    private readonly createCustom: CreateCustomQuestion,
    private readonly queue: VaultQueue,
    private readonly clock: Clock,
    private readonly events: EventBus,
  ) {}

  async suggest(actor: Actor, vaultId: string, text: string): Promise<ReadSuggestion> {
    await this.access.require(actor, vaultId, 'suggest');
    const checked = suggestionText(text);
    const now = this.clock.now();
    const limit = WRITE_LIMITS.suggestions;
    checkWriteLimit(
      await this.suggestions.recentByAuthor(vaultId, actor.id, limit, now),
      limit,
      SuggestionText.tooMany,
    );
    const suggestion = await this.suggestions.add({ vaultId, authorId: actor.id, text: checked, createdAt: now });
    await this.events.publish([
      domainEvent(
        'QuestionSuggested',
        { vaultId, suggestionId: suggestion.id, authorId: actor.id, text: suggestion.text, at: now.toISOString() },
        now,
      ),
    ]);
    return { suggestion, suggestedByName: (await this.names.namesOf([actor.id])).get(actor.id) ?? '' };
  }

  /** The open suggestions, oldest first. */
  async listOpen(actor: Actor, vaultId: string): Promise<ReadSuggestion[]> {
    await this.access.require(actor, vaultId, 'curate');
    const open = await this.suggestions.listOpen(vaultId);
    const names = await this.names.namesOf(open.map((s) => s.authorId));
    return open.map((suggestion) => ({ suggestion, suggestedByName: names.get(suggestion.authorId) ?? '' }));
  }

  /**
   * The suggestion becomes the owner's custom question, where the owner puts it: last in the
   * queue, or next (first, before everything queued). It is closed first, so two clicks (or two
   * tabs) add it once; if the question cannot be added it is opened again.
   */
  async accept(
    actor: Actor,
    vaultId: string,
    suggestionId: string,
    placement: SuggestionPlacement = 'last',
  ): Promise<QueuedQuestion> {
    await this.access.require(actor, vaultId, 'curate');
    const suggestion = await this.suggestions.findOpen(vaultId, suggestionId);
    if (!suggestion || !(await this.suggestions.decide(vaultId, suggestion.id, 'accepted', this.clock.now())))
      throw new SuggestionNotFoundError();
    try {
      const question = await this.createCustom.execute({ text: suggestion.text, ownerId: actor.id });
      const queued = await this.queue.list(actor, vaultId);
      const order = queued.reduce((last, q) => Math.max(last, q.order), 0) + 1;
      const added = await this.queue.add(actor, vaultId, { questionId: question.id, order });
      if (placement === 'last') return added;
      const sequence = [question.id, ...queued.map((q) => q.questionId).filter((id) => id !== question.id)];
      const renumbered = await this.queue.reorder(
        actor,
        vaultId,
        sequence.map((questionId, index) => ({ questionId, order: index + 1 })),
      );
      return renumbered.find((q) => q.questionId === question.id) ?? added;
    } catch (error) {
      await this.suggestions.reopen(vaultId, suggestion.id);
      throw error;
    }
  }

  async dismiss(actor: Actor, vaultId: string, suggestionId: string): Promise<void> {
    await this.access.require(actor, vaultId, 'curate');
    if (!(await this.suggestions.decide(vaultId, suggestionId, 'dismissed', this.clock.now())))
      throw new SuggestionNotFoundError();
  }
}
