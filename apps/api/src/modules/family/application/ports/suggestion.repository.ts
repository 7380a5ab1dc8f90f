import { RecentWrites, WriteLimit } from '../../../../shared/limits/write-limit';
import { NewSuggestion, Suggestion } from '../../domain/suggestion';

/** Port: the questions family members suggest. */
export abstract class SuggestionRepository {
  abstract add(suggestion: NewSuggestion): Promise<Suggestion>;
  /** The vault's suggestion when it is still open; null otherwise (unknown or malformed ids too). */
  abstract findOpen(vaultId: string, id: string): Promise<Suggestion | null>;
  /** The vault's open suggestions, oldest first. */
  abstract listOpen(vaultId: string): Promise<Suggestion[]>;
  /**
   * Closes an open suggestion of the vault as accepted or dismissed, once: false when it was not
   * open (two owners' tabs deciding at once: one of them wins).
   */
  abstract decide(vaultId: string, id: string, status: 'accepted' | 'dismissed', at: Date): Promise<boolean>;
  /** The author's suggestions in the vault within the limit's window before `now` (their createdAt is the app's clock). */
  abstract recentByAuthor(vaultId: string, authorId: string, limit: WriteLimit, now: Date): Promise<RecentWrites>;
  /** Opens a closed suggestion again (an accept whose question could not be added). */
  abstract reopen(vaultId: string, id: string): Promise<void>;
}
