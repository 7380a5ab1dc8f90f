import { RecentWrites, WriteLimit } from '../../../src/shared/limits/write-limit';
import { randomUUID } from 'node:crypto';
import { SuggestionRepository } from '../../../src/modules/family/application/ports/suggestion.repository';
import { NewSuggestion, Suggestion } from '../../../src/modules/family/domain/suggestion';

export class InMemorySuggestionRepository extends SuggestionRepository {
  private readonly rows = new Map<string, Suggestion>();

  async add(suggestion: NewSuggestion): Promise<Suggestion> {
    const stored: Suggestion = { ...suggestion, id: randomUUID(), status: 'open', decidedAt: null };
    this.rows.set(stored.id, stored);
    return { ...stored };
  }

  async recentByAuthor(vaultId: string, authorId: string, limit: WriteLimit, now: Date): Promise<RecentWrites> {
    const from = now.getTime() - limit.windowMs;
    const times = [...this.rows.values()]
      .filter((s) => s.vaultId === vaultId && s.authorId === authorId)
      .map((s) => s.createdAt)
      .filter((at) => at.getTime() > from && at <= now)
      .sort((a, b) => b.getTime() - a.getTime())
      .slice(0, limit.max);
    return { times, now };
  }

  async findOpen(vaultId: string, id: string): Promise<Suggestion | null> {
    const found = this.rows.get(id);
    return found && found.vaultId === vaultId && found.status === 'open' ? { ...found } : null;
  }

  async listOpen(vaultId: string): Promise<Suggestion[]> {
    return [...this.rows.values()]
      .filter((s) => s.vaultId === vaultId && s.status === 'open')
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : 1))
      .map((s) => ({ ...s }));
  }

  async decide(vaultId: string, id: string, status: 'accepted' | 'dismissed', at: Date): Promise<boolean> {
    const found = this.rows.get(id);
    if (!found || found.vaultId !== vaultId || found.status !== 'open') return false;
    this.rows.set(id, { ...found, status, decidedAt: at });
    return true;
  }

  async reopen(vaultId: string, id: string): Promise<void> {
    const found = this.rows.get(id);
    if (found && found.vaultId === vaultId) this.rows.set(id, { ...found, status: 'open', decidedAt: null });
  }
}
