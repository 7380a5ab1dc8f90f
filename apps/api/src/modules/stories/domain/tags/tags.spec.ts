import { displayTags, keywordsOf, tagsFor } from './tags';

const CATEGORIES = { childhood_and_school: 'Childhood & School', custom: '', starter: '' };

describe('story tags', () => {
  it('keeps the category and finds names, places and years, never the words of a reply', () => {
    const text =
      'Thank you for the question, I answered it the second I read it. Please forgive my typing.\n' +
      'In 1952 we moved to Brooklyn, to a flat above the bakery on Elm Street. Uncle Harry ran the bakery ' +
      'and every Sunday he let me shape the rolls.';
    const tags = tagsFor('childhood_and_school', text);
    expect(tags[0]).toBe('childhood_and_school');
    expect(tags.length).toBeLessThanOrEqual(4);
    expect(tags).toEqual(expect.arrayContaining(['1952', 'bakery']));
    expect(
      tags.slice(1).every((tag) => ['1952', 'bakery', 'Brooklyn', 'Elm Street', 'Uncle Harry'].includes(tag)),
    ).toBe(true);
    for (const noise of ['answered', 'please', 'second', 'thank', 'Sunday']) expect(tags).not.toContain(noise);
  });

  it('says nothing rather than noise: a short reply gets the category alone', () => {
    expect(tagsFor('childhood_and_school', 'Yes, I remember it well. Thank you for asking, dear.')).toEqual([
      'childhood_and_school',
    ]);
    expect(keywordsOf('It was a very good time, and we were happy there.')).toEqual([]);
  });

  it('never tags the words of HTML or script a reply carried as text', () => {
    const tags = keywordsOf(
      '<script>alert("hi")</script><img src=x onerror="alert(2)"> was in my letter, script and alert and img',
    );
    for (const noise of ['script', 'alert', 'img', 'onerror', 'src']) expect(tags).not.toContain(noise);
  });

  it('finds decades written in words or digits, not ages', () => {
    expect(keywordsOf('We danced all through the fifties.')).toEqual(['1950s']);
    expect(keywordsOf('Music in the 1960s was loud.')).toEqual(['1960s']);
    expect(keywordsOf("In the '70s we had a caravan, and the caravan went everywhere.")).toEqual(['1970s', 'caravan']);
    expect(keywordsOf('I was in my 50s when I retired.')).toEqual([]);
  });

  it.each([
    [
      'de',
      'Im Sommer 1961 sind wir nach Hamburg gezogen. Der Hafen war groß und wir haben am Hafen gespielt.',
      ['Hafen', '1961', 'Hamburg'],
    ],
    [
      'fr',
      "Nous habitions à Lyon. Mon père travaillait à l'usine, et l'usine était près de la rivière.",
      ['usine', 'Lyon'],
    ],
    [
      'es',
      'Vivíamos en Sevilla y mi abuela cocinaba cada domingo. La cocina de mi abuela olía a canela.',
      ['abuela', 'Sevilla'],
    ],
    [
      'nl',
      'Wij woonden in Utrecht. Mijn vader had een fiets en met die fiets gingen we naar de markt.',
      ['fiets', 'Utrecht'],
    ],
    ['it', 'Da bambina vivevo a Napoli. Il mare era vicino e andavamo al mare ogni estate.', ['mare', 'Napoli']],
  ])('leaves out the stop words of %s', (_language, text, expected) => {
    expect([...keywordsOf(text)].sort()).toEqual([...expected].sort());
  });

  it('shows categories by their names, drops noise kept by an earlier tagger, at most four', () => {
    expect(displayTags(['childhood_and_school', 'script', 'alert', 'answered', 'bakery'], CATEGORIES)).toEqual([
      'Childhood & School',
      'bakery',
    ]);
    expect(displayTags(['starter', 'please', 'second'], CATEGORIES)).toEqual([]);
    expect(displayTags(['childhood_and_school', 'bakery', 'Brooklyn', '1952', 'oven'], CATEGORIES)).toEqual([
      'Childhood & School',
      'bakery',
      'Brooklyn',
      '1952',
    ]);
  });

  it('never keeps an internal category: custom, general and starter are no words a person would choose', () => {
    expect(tagsFor('custom', 'Yes, I remember it well. Thank you for asking, dear.')).toEqual([]);
    expect(tagsFor('starter', 'In 1958 we drove to Blackpool in the Morris.')).toEqual(['1958', 'Blackpool', 'Morris']);
    expect(tagsFor('general', 'We kept bees. The bees gave us honey and the honey paid for school.')).not.toContain(
      'general',
    );
  });

  it('never tags the person a reply greets, even when the story speaks to her again', () => {
    const text =
      'Dear Olivia,\n\nIn 1962 I worked the summer as a lifeguard at the lido in Brighton. ' +
      'Olivia, you would have laughed at my swimming cap.\n\nLove,\nGrandma Rose';
    const tags = tagsFor('childhood_and_school', text);
    expect(tags).toEqual(expect.arrayContaining(['childhood_and_school', '1962', 'Brighton']));
    for (const name of ['Olivia', 'Dear Olivia', 'Grandma Rose', 'Rose']) expect(tags).not.toContain(name);
  });

  it.each([
    ['Hi Tom and Anna! The war ended when I was nine and we walked to Dover.', ['Tom', 'Anna']],
    ['Dear Olivia, the bakery in Leeds opened at five and the bakery smelled of rye.', ['Olivia']],
    ['Hello Sam,\nMy first car was a Beetle, bought in 1971 in Bristol.\nCheers,\nMargaret', ['Sam', 'Margaret']],
  ])('leaves out greeted and signing names: %s', (text, names) => {
    const tags = keywordsOf(text);
    expect(tags.length).toBeGreaterThan(0);
    for (const name of names) expect(tags).not.toContain(name);
  });
});
