import { decodeFlowed } from './flowed';

describe('format=flowed decoding', () => {
  it('joins soft-wrapped lines of a paragraph', () => {
    expect(decodeFlowed('My first job was at the \nbakery on Elm Street.\n\nLove, Mom')).toBe(
      'My first job was at the bakery on Elm Street.\n\nLove, Mom',
    );
  });

  it('never joins a quoted line to the reply written under it', () => {
    expect(decodeFlowed('> Hi \nHello')).toBe('> Hi \nHello');
    expect(decodeFlowed('> What was your first \n> job?\nThe bakery.')).toBe('> What was your first job?\nThe bakery.');
  });

  it('removes the soft-break space with DelSp=yes, and keeps the signature separator', () => {
    expect(decodeFlowed('Grand\nmother', true)).toBe('Grand\nmother');
    expect(decodeFlowed('Grand \nmother', true)).toBe('Grandmother');
    expect(decodeFlowed('Love \n-- \nAnn')).toBe('Love \n-- \nAnn');
  });
});
