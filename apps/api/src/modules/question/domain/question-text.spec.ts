import { CUSTOM_QUESTION_MAX_LENGTH } from '@storyvault/contracts';
import { normalizeQuestionText } from './question';
import { tidyQuestionText } from './question-text';

describe('a typed question’s text', () => {
  it('is kept with spaces tidied on each line, at most one blank line in a row, trimmed', () => {
    expect(tidyQuestionText('  What   was\t school like?\r\n\r\n\r\n\r\nAnd  after? \n')).toEqual({
      text: 'What was school like?\n\nAnd after?',
      problem: null,
    });
    expect(tidyQuestionText('One\rtwo\n\nthree').text).toBe('One\ntwo\n\nthree');
  });

  it('is nothing when only spaces, tabs and line breaks were typed', () => {
    expect(tidyQuestionText(' \t\r\n \n').problem).toBe('empty');
    expect(tidyQuestionText('').problem).toBe('empty');
  });

  it('holds at most CUSTOM_QUESTION_MAX_LENGTH characters once tidied, counted as characters, not UTF-16 units', () => {
    expect(CUSTOM_QUESTION_MAX_LENGTH).toBe(500);
    expect(tidyQuestionText('q'.repeat(500)).problem).toBeNull();
    expect(tidyQuestionText('q'.repeat(501)).problem).toBe('tooLong');
    expect(tidyQuestionText(`  ${'q'.repeat(500)}  `).problem).toBeNull();
    expect(tidyQuestionText('😀'.repeat(500)).problem).toBeNull();
    expect(tidyQuestionText('😀'.repeat(501)).problem).toBe('tooLong');
  });

  it('is refused, as a custom question, in the owner’s words', () => {
    expect(normalizeQuestionText(' Where did you grow up? ')).toBe('Where did you grow up?');
    expect(() => normalizeQuestionText('\n')).toThrow('Please write a question before adding it.');
    expect(() => normalizeQuestionText('q'.repeat(501))).toThrow('A question can be at most 500 characters long.');
  });
});
