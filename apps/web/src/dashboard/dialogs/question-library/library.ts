import {
  categoryName,
  PREWRITTEN_CATEGORIES,
  type AddVaultQuestionRequest,
  type PrewrittenCategory,
  type QuestionView,
  type VaultQuestionView,
} from '@storyvault/contracts';
import { ENGLISH, type Translate } from '../../../i18n/LanguageContext';

export type LibraryTab = 'all' | PrewrittenCategory;

/**
 * 'All Questions' first, so a search covers the whole library, then the nine categories in library
 * order, each named in the reader's language.
 */
export function libraryTabs(t: Translate): ReadonlyArray<{ value: LibraryTab; label: string }> {
  return [
    { value: 'all', label: t('dashboard.questionLibrary.all') },
    ...PREWRITTEN_CATEGORIES.map((category) => ({ value: category, label: categoryName(category, t.language) })),
  ];
}

/** The tabs in English. */
export const LIBRARY_TABS = libraryTabs(ENGLISH);

/** The id of a tab, so its panel can name it. */
export const libraryTabId = (panelId: string, tab: LibraryTab): string => `${panelId}-tab-${tab}`;

/** docs/product.md §2: questions already in the vault (queued, or already asked) are hidden from the library. */
export function availableQuestions(
  library: readonly QuestionView[],
  inVault: readonly VaultQuestionView[],
  asked: readonly string[] = [],
): QuestionView[] {
  const taken = new Set([...inVault.map((item) => item.questionId), ...asked]);
  return library.filter((question) => !taken.has(question.id));
}

/** The questions one tab shows, narrowed by a case-insensitive search of their text. */
export function filterLibrary(questions: readonly QuestionView[], tab: LibraryTab, search: string): QuestionView[] {
  const needle = search.trim().toLocaleLowerCase();
  return questions.filter(
    (question) =>
      (tab === 'all' || question.category === tab) && (!needle || question.text.toLocaleLowerCase().includes(needle)),
  );
}

/**
 * What "Add Selected Questions" attaches: the selected questions in the order the library shows them
 * (whichever tab each was picked on), ordered firstOrder, firstOrder + 1, ... (docs/product.md §7).
 */
export function libraryAttachments(
  shown: readonly QuestionView[],
  selected: ReadonlySet<string>,
  firstOrder: number,
): AddVaultQuestionRequest[] {
  return shown
    .filter((question) => selected.has(question.id))
    .map((question, index) => ({ questionId: question.id, order: firstOrder + index, isCustom: false }));
}

/** docs/product.md §8: "N question(s) added to your vault." */
export const addedDescription = (count: number, t: Translate = ENGLISH): string =>
  t('dashboard.questionLibrary.addedText', { count });
