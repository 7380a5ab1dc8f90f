import { PREWRITTEN_CATEGORIES, QuestionCategory } from '@storyvault/contracts';
import { PREWRITTEN_QUESTIONS } from './prewritten-questions';

const CATEGORY_RANK = new Map<string, number>(PREWRITTEN_CATEGORIES.map((category, index) => [category, index]));
const KEY_RANK = new Map<string, number>(PREWRITTEN_QUESTIONS.map((question, index) => [question.key, index]));

const UNLISTED = Number.MAX_SAFE_INTEGER;
const rank = (ranks: Map<string, number>, value: string | null): number =>
  value === null ? UNLISTED : (ranks.get(value) ?? UNLISTED);

/**
 * The order the library is shown in: categories as docs/product.md §3 lists them, then each category's
 * questions as the library lists them, not alphabetically. Rows the library
 * does not list (an older key, another category) go last, by category and key, so the order
 * stays the same from one read to the next.
 */
export function compareLibraryOrder(
  a: { category: QuestionCategory; key: string | null },
  b: { category: QuestionCategory; key: string | null },
): number {
  return (
    rank(CATEGORY_RANK, a.category) - rank(CATEGORY_RANK, b.category) ||
    a.category.localeCompare(b.category) ||
    rank(KEY_RANK, a.key) - rank(KEY_RANK, b.key) ||
    (a.key ?? '').localeCompare(b.key ?? '')
  );
}
