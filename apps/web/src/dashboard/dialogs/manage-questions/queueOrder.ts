import type { ReorderQuestionsRequest, VaultQuestionView } from '@storyvault/contracts';

/**
 * docs/product.md §4 position edit: a value of at least 1 that differs from the current position is clamped
 * to 1..count and applied. Returns the new 1-based position, or null when nothing should move.
 */
export function resolvePositionEdit(raw: string, current: number, count: number): number | null {
  const value = Math.floor(Number(raw.trim()));
  if (raw.trim() === '' || !Number.isFinite(value) || value < 1 || value === current) return null;
  const target = Math.min(value, count);
  return target === current ? null : target;
}

/** A copy of items with the one at index from moved to index to. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved);
  return next;
}

/** Drop of one item onto another (by id): the new list, or null when it lands on itself or outside. */
export function moveById<T extends { id: string }>(
  items: readonly T[],
  activeId: string,
  overId: string | null,
): T[] | null {
  if (overId === null || activeId === overId) return null;
  const from = items.findIndex((item) => item.id === activeId);
  const to = items.findIndex((item) => item.id === overId);
  return from < 0 || to < 0 ? null : moveItem(items, from, to);
}

/** docs/product.md §4: a reorder sends the whole queue, renumbered 1..N in its new order. */
export function renumberedOrders(items: readonly Pick<VaultQuestionView, 'questionId'>[]): ReorderQuestionsRequest {
  return { questionOrders: items.map((item, index) => ({ questionId: item.questionId, order: index + 1 })) };
}
