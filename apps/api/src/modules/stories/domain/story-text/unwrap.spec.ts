import { unwrapHardWrapped } from './unwrap';

/** Words and their order, white space aside: what unwrapping must never change. */
const words = (text: string) => text.split(/\s+/u).filter(Boolean);

describe('unwrapping hard-wrapped prose', () => {
  const wrapped = [
    'Every Sunday my mother baked bread in the old wood stove, and the',
    'whole of Elm Street knew it by nine in the morning. We children sat',
    'on the back step and waited for the heels of the loaves.',
    '',
    'We sold the loaves at the market in 1952, my brother Harry and I,',
    'ten cents a loaf, and kept a penny each for liquorice.',
    '',
    'Love,',
    'Rose',
  ].join('\n');

  it('joins the lines a mail client broke into paragraphs, keeping the blank lines and the sign-off', () => {
    expect(unwrapHardWrapped(wrapped)).toBe(
      [
        'Every Sunday my mother baked bread in the old wood stove, and the whole of Elm Street knew it by nine in the morning. We children sat on the back step and waited for the heels of the loaves.',
        '',
        'We sold the loaves at the market in 1952, my brother Harry and I, ten cents a loaf, and kept a penny each for liquorice.',
        '',
        'Love,',
        'Rose',
      ].join('\n'),
    );
  });

  it('keeps a poem line for line', () => {
    const poem = 'The stove was warm, the kettle sang,\nthe snow lay deep on Elm Street,\nand Mother hummed.';
    expect(unwrapHardWrapped(poem)).toBe(poem);
  });

  it('keeps a poem inside a wrapped letter, and a list, and an address', () => {
    const text = [
      'Dear Ann, you asked what we sang in the kitchen when the bread was in the',
      'oven, so here is the verse my mother taught me, word for word, as she sang',
      'it to us:',
      '',
      'Little loaf, rise high,',
      'under the winter sky.',
      '',
      'What we needed for the market every Saturday morning, as I remember it:',
      '- flour from the mill',
      '- two baskets',
      '1. the cart',
      '',
      'We lived at',
      '12 Elm Street',
      'Springfield',
    ].join('\n');
    const out = unwrapHardWrapped(text).split('\n');
    expect(out[0]).toBe(
      'Dear Ann, you asked what we sang in the kitchen when the bread was in the oven, so here is the verse my mother taught me, word for word, as she sang it to us:',
    );
    expect(out.slice(1)).toEqual(text.split('\n').slice(3));
  });

  it("joins a list item's hanging lines into the item, and keeps the items apart", () => {
    const text = [
      'What you do, as my mother did it every December for twenty years or more:',
      '',
      '1. Soak the fruit in the brandy the night before. Cover it with a tea towel',
      '   and leave it by the stove.',
      '2. Cream the butter and sugar until it is pale.',
      '3. Bake at 140 C for about four hours. Start checking at three and a half',
      '   hours, not before.',
    ].join('\n');
    expect(unwrapHardWrapped(text).split('\n')).toEqual([
      'What you do, as my mother did it every December for twenty years or more:',
      '',
      '1. Soak the fruit in the brandy the night before. Cover it with a tea towel and leave it by the stove.',
      '2. Cream the butter and sugar until it is pale.',
      '3. Bake at 140 C for about four hours. Start checking at three and a half hours, not before.',
    ]);
  });

  it('leaves one long line followed by a short one alone: the writer may have ended it', () => {
    const text = 'What is the best way to clear a Riak bucket of all key, values after\nrunning a test?\nThanks';
    expect(unwrapHardWrapped(text)).toBe(text);
  });

  it('leaves a reply alone that no client wrapped: short lines, or one long line per paragraph', () => {
    const short = 'Thank you!\nIt was a lovely day.\nRose';
    expect(unwrapHardWrapped(short)).toBe(short);
    const long = `${'A very long paragraph that nobody wrapped. '.repeat(5).trim()}\nAnd a second one.`;
    expect(unwrapHardWrapped(long)).toBe(long);
  });

  it('never joins a quoted line, and changes nothing but white space', () => {
    const text = [
      '> What was your first job? Tell us about the people you worked with there',
      '> and what you did all day.',
      'I was a baker for forty years and I loved every morning of it, even the',
      'cold ones, when the flour was stiff in the sacks and the ovens took an',
      'hour to warm.',
    ].join('\n');
    const out = unwrapHardWrapped(text);
    expect(out.split('\n').slice(0, 2)).toEqual(text.split('\n').slice(0, 2));
    expect(out.split('\n')[2]).toBe(
      'I was a baker for forty years and I loved every morning of it, even the cold ones, when the flour was stiff in the sacks and the ovens took an hour to warm.',
    );
    expect(words(out)).toEqual(words(text));
    expect(unwrapHardWrapped(out)).toBe(out);
  });
});
