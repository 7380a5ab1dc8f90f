import { classifyReply, UNCLEAR_MAX_WORDS } from './reply-classification';
import { DEFAULT_PAUSE_DAYS, MAX_PAUSE_DAYS } from './reply-command';

// A Thursday.
const now = new Date('2026-01-15T08:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
const classify = (text: string) => classifyReply(text, now);
const on = (iso: string) => new Date(`${iso}T00:00:00Z`);
const inDays = (days: number) => new Date(now.getTime() + days * DAY);
const pause = (until: Date) => ({ kind: 'pause', until });

describe('classifyReply', () => {
  describe('the day a pause ends', () => {
    it('is the next such day: today is next year, a weekday that is today is next week', () => {
      expect(classify('pause until 15 January')).toMatchObject({ command: pause(on('2027-01-15')) });
      expect(classify('pause until 14 January')).toMatchObject({ command: pause(on('2027-01-14')) });
      expect(classify('pause until 16 January')).toMatchObject({ command: pause(on('2026-01-16')) });
      expect(classify('pause until Thursday')).toMatchObject({ command: pause(on('2026-01-22')) });
      expect(classify('pause until Friday')).toMatchObject({ command: pause(on('2026-01-16')) });
    });

    it('is read by chrono in the reply’s language, German and French months alone too', () => {
      expect(classify('Pause bis März')).toEqual({ kind: 'command', command: pause(on('2026-03-01')), language: 'de' });
      expect(classify('Pause jusqu’en mars')).toMatchObject({ command: pause(on('2026-03-01')), language: 'fr' });
      expect(classify('Pausa hasta marzo')).toMatchObject({ command: pause(on('2026-03-01')), language: 'es' });
      expect(classify('Pauze tot maart')).toMatchObject({ command: pause(on('2026-03-01')), language: 'nl' });
      expect(classify('Pause bis Montag')).toMatchObject({ command: pause(on('2026-01-19')), language: 'de' });
    });

    it('is a year away at most, and a day in a year gone by is no date', () => {
      expect(classify('pause until 1 March 2028')).toMatchObject({
        kind: 'command',
        command: pause(inDays(MAX_PAUSE_DAYS)),
      });
      expect(classify('pause for 18 months')).toMatchObject({
        kind: 'command',
        command: pause(inDays(MAX_PAUSE_DAYS)),
      });
      expect(classify('pause until 3 March 2020')).toMatchObject({
        kind: 'unclear',
        command: pause(inDays(DEFAULT_PAUSE_DAYS)),
      });
    });
  });

  describe('unclear or story', () => {
    it('a short reply that may be a command is unclear, with the likely command and its language', () => {
      expect(classify('stop?')).toEqual({ kind: 'unclear', command: { kind: 'stop' }, language: 'en' });
      expect(classify('Vielleicht später')).toEqual({
        kind: 'unclear',
        command: pause(inDays(DEFAULT_PAUSE_DAYS)),
        language: 'de',
      });
      expect(classify('Skip this one. The dog ate it.')).toEqual({ kind: 'story' });
      expect(classify('Skip this one. I hate dogs.')).toEqual({
        kind: 'unclear',
        command: { kind: 'skip' },
        language: 'en',
      });
    });

    it('a long reply, or one with more than two clauses of its own, is a story whatever words it holds', () => {
      const long = `Stop. ${Array.from({ length: UNCLEAR_MAX_WORDS }, () => 'very').join(' ')} nice`;
      expect(classify(long)).toEqual({ kind: 'story' });
      expect(classify('Stop. I like tea. Roses are red. The garden is big.')).toEqual({ kind: 'story' });
      expect(classify('Stop. I like tea. Roses are red.')).toMatchObject({ kind: 'unclear' });
    });

    it('two different commands are unclear, never both acted on', () => {
      expect(classify('Skip this one.\nStop')).toEqual({ kind: 'unclear', command: { kind: 'skip' }, language: 'en' });
    });
  });

  it('tells the language by the words around the command, English on a tie', () => {
    expect(classify('STOP')).toMatchObject({ language: 'en' });
    expect(classify('Bonjour\nstop\nMerci\nMamie')).toMatchObject({ kind: 'command', language: 'fr' });
    expect(classify('Hallo,\nStop\nLiebe Grüße')).toMatchObject({ kind: 'command', language: 'de' });
    expect(classify('Stop graag')).toMatchObject({ kind: 'command', language: 'nl' });
    expect(classify('Stop, por favor')).toMatchObject({ kind: 'command', language: 'es' });
  });

  it('an empty reply is no command', () => {
    expect(classify('')).toEqual({ kind: 'story' });
    expect(classify('Hi Anna,\nLove, Mom')).toEqual({ kind: 'story' });
  });
});
