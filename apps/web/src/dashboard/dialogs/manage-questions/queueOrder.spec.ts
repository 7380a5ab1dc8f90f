import { moveById, moveItem, renumberedOrders, resolvePositionEdit } from './queueOrder';

describe('resolvePositionEdit (docs/product.md §4 position edit)', () => {
  it.each([
    ['3', 1, 5, 3],
    ['1', 4, 5, 1],
    ['99', 2, 5, 5],
    ['2.7', 4, 5, 2],
    [' 2 ', 4, 5, 2],
  ])('moves %p from position %p of %p to %p', (raw, current, count, expected) => {
    expect(resolvePositionEdit(raw, current, count)).toBe(expected);
  });

  it.each([
    ['the same position', '2', 2, 5],
    ['zero', '0', 2, 5],
    ['a negative number', '-3', 2, 5],
    ['an empty field', '', 2, 5],
    ['text', 'abc', 2, 5],
    ['a value clamped back onto the current position', '12', 5, 5],
  ])('ignores %s', (_label, raw, current, count) => {
    expect(resolvePositionEdit(raw, current, count)).toBeNull();
  });
});

describe('moving and renumbering the queue', () => {
  const items = ['a', 'b', 'c', 'd'].map((id) => ({ id, questionId: `q-${id}` }));

  it('moves one item and keeps the others in order', () => {
    expect(moveItem(items, 0, 2).map((item) => item.id)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(items, 3, 0).map((item) => item.id)).toEqual(['d', 'a', 'b', 'c']);
    expect(items.map((item) => item.id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('reorders on a drop onto a different item only', () => {
    expect(moveById(items, 'a', 'c')?.map((item) => item.id)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveById(items, 'a', 'a')).toBeNull();
    expect(moveById(items, 'a', null)).toBeNull();
  });

  it('renumbers the whole list 1..N by question id', () => {
    expect(renumberedOrders(moveItem(items, 2, 0))).toEqual({
      questionOrders: [
        { questionId: 'q-c', order: 1 },
        { questionId: 'q-a', order: 2 },
        { questionId: 'q-b', order: 3 },
        { questionId: 'q-d', order: 4 },
      ],
    });
  });
});
