import { InvalidReorderError } from './vault.errors';

export interface VaultQuestion {
  id: string;
  vaultId: string;
  questionId: string;
  order: number;
  isCustom: boolean;
  addedAt: Date;
}

/**
 * The queue's new order from a reorder request: every queued question exactly once, sorted
 * by the requested numbers (ties keep their current place); the caller renumbers 1..N.
 */
export function applyReorder(
  queue: VaultQuestion[],
  requested: Array<{ questionId: string; order: number }>,
): string[] {
  const queued = new Set(queue.map((q) => q.questionId));
  const named = new Set(requested.map((r) => r.questionId));
  if (named.size !== requested.length || named.size !== queued.size || [...named].some((id) => !queued.has(id))) {
    throw new InvalidReorderError();
  }
  const currentIndex = new Map(queue.map((q, index) => [q.questionId, index]));
  return [...requested]
    .sort((a, b) => a.order - b.order || currentIndex.get(a.questionId)! - currentIndex.get(b.questionId)!)
    .map((r) => r.questionId);
}
