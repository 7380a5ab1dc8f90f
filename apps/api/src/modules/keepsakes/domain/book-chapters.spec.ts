import { chaptersOf, decadeOf } from './book-chapters';

const story = (id: string, category: string | null, period: string | null) => ({ id, category, period });

describe('the chapters of a book', () => {
  const stories = [
    story('a', 'career_and_work', '1975'),
    story('b', 'childhood_and_school', '1950s'),
    story('c', null, '1948'),
    story('d', 'childhood_and_school', null),
    story('e', 'no_such_category', '1979'),
    story('f', 'starter', null),
    story('g', 'custom', null),
  ];

  it("by category: the library's order, oldest first within, the family's own questions last", () => {
    expect(chaptersOf(stories, 'category').map((c) => [c.title, c.stories.map((s) => s.id)])).toEqual([
      ['Childhood & School', ['b', 'd']],
      ['Career & Work', ['a']],
      ['Family questions', ['c', 'e', 'f', 'g']],
    ]);
  });

  it('by life period: decades oldest first, undated last', () => {
    expect(chaptersOf(stories, 'period').map((c) => [c.title, c.stories.map((s) => s.id)])).toEqual([
      ['The 1940s', ['c']],
      ['The 1950s', ['b']],
      ['The 1970s', ['a', 'e']],
      ['Other Stories', ['d', 'f', 'g']],
    ]);
  });

  it('makes no chapter of nothing', () => {
    expect(chaptersOf([], 'category')).toEqual([]);
  });

  it.each([
    ['1962', '1960s'],
    ['1960s', '1960s'],
    ['2001', '2000s'],
    [null, null],
    ['sixties', null],
  ])('reads the decade of %s as %s', (period, decade) => {
    expect(decadeOf(period)).toBe(decade);
  });
});
