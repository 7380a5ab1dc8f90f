import type { QuestionView, VaultQuestionView } from '@storyvault/contracts';
import { addedDescription, availableQuestions, filterLibrary, libraryAttachments, LIBRARY_TABS } from './library';

const q = (id: string, category: QuestionView['category'], text = `Question ${id}?`): QuestionView => ({
  id,
  text,
  isPrewritten: true,
  category,
});
const library = [
  q('1', 'childhood_and_school', 'What games did you play at school?'),
  q('2', 'whimsical', 'If you could fly, where would you go?'),
  q('3', 'childhood_and_school', 'Who was your best friend as a child?'),
  q('4', 'career_and_work', 'What was your first job?'),
];
const inVault = [
  { id: 'vq', questionId: '3', order: 1, isCustom: false, question: { text: '', category: 'starter' } },
] as VaultQuestionView[];

describe('question library', () => {
  it('offers All Questions, then the nine categories with their labels', () => {
    expect(LIBRARY_TABS).toHaveLength(10);
    expect(LIBRARY_TABS[0]).toEqual({ value: 'all', label: 'All Questions' });
    expect(LIBRARY_TABS[1]).toEqual({ value: 'childhood_and_school', label: 'Childhood & School' });
  });

  it('hides the questions already in the vault', () => {
    expect(availableQuestions(library, inVault).map((question) => question.id)).toEqual(['1', '2', '4']);
  });

  it('narrows by category and by a case-insensitive search', () => {
    expect(filterLibrary(library, 'childhood_and_school', '').map((question) => question.id)).toEqual(['1', '3']);
    expect(filterLibrary(library, 'all', '  FIRST ').map((question) => question.id)).toEqual(['4']);
    expect(filterLibrary(library, 'whimsical', 'school')).toEqual([]);
  });

  it('attaches the selection in the order shown, numbered from the time-based order', () => {
    const selected = new Set(['4', '1', '2']);
    expect(libraryAttachments(library, selected, 1_700_000_000)).toEqual([
      { questionId: '1', order: 1_700_000_000, isCustom: false },
      { questionId: '2', order: 1_700_000_001, isCustom: false },
      { questionId: '4', order: 1_700_000_002, isCustom: false },
    ]);
  });

  it('describes how many were added', () => {
    expect(addedDescription(3)).toBe('3 question(s) added to your vault.');
  });
});
