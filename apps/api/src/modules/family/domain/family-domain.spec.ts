import { chooseForSenior } from './comments-for-senior';
import { commentText, isAuthor } from './comment';
import { suggestionText } from './suggestion';

describe('the family’s rules', () => {
  it('keeps a comment as written, trimmed, 1 to 2,000 characters', () => {
    expect(commentText('  Line one\r\nLine two  ')).toBe('Line one\nLine two');
    expect(() => commentText('   ')).toThrow('Please write a comment before posting it.');
    expect(commentText('a'.repeat(2000))).toHaveLength(2000);
    expect(() => commentText('a'.repeat(2001))).toThrow('A comment can be at most 2,000 characters long.');
  });

  it('tidies a suggested question as a custom question is tidied, and words its own refusals', () => {
    expect(suggestionText('  What   was\t school like?\n\n\n\nAnd after? ')).toBe(
      'What was school like?\n\nAnd after?',
    );
    expect(() => suggestionText('\n')).toThrow('Please write a question before suggesting it.');
    expect(() => suggestionText('q'.repeat(501))).toThrow('A question can be at most 500 characters long.');
  });

  it("knows a comment's author (who may delete it, beside the owner: the permission table's `comment.delete`)", () => {
    expect(isAuthor({ authorId: 'a' }, 'a')).toBe(true);
    expect(isAuthor({ authorId: 'a' }, 'b')).toBe(false);
  });

  it('chooses the newest of each author first, then the newest of the rest, given oldest first', () => {
    const at = (m: number) => new Date(Date.UTC(2026, 0, 1, 0, m));
    const newestFirst = [
      { id: 'a3', authorId: 'a', createdAt: at(6) },
      { id: 'a2', authorId: 'a', createdAt: at(5) },
      { id: 'a1', authorId: 'a', createdAt: at(4) },
      { id: 'b1', authorId: 'b', createdAt: at(2) },
    ];
    expect(chooseForSenior(newestFirst).map((c) => c.id)).toEqual(['b1', 'a2', 'a3']);
    expect(chooseForSenior(newestFirst, 2).map((c) => c.id)).toEqual(['b1', 'a3']);
    expect(chooseForSenior([])).toEqual([]);
  });
});
