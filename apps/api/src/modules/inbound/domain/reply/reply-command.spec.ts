import { parseReplyCommand, ReplyCommand } from './reply-command';
import { dayInWords } from './reply-kinds';

const now = new Date('2026-03-10T08:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(now.getTime() + days * DAY);
const on = (iso: string) => new Date(`${iso}T00:00:00Z`);
const parse = (text: string) => parseReplyCommand(text, now);
const pause = (until: Date): ReplyCommand => ({ kind: 'pause', until });

describe('parseReplyCommand', () => {
  describe.each<[string, string[]]>([
    [
      'English',
      [
        'SKIP',
        'skip',
        'Skip this one please.',
        'different question',
        'A different question, please!',
        'Send me a different question',
        'another question',
        'next question',
      ],
    ],
    [
      'German',
      ['Überspringen', 'andere Frage', 'Bitte eine andere Frage.', 'Nächste Frage', 'diese Frage überspringen'],
    ],
    ['Spanish', ['Saltar', 'otra pregunta, por favor', 'Una pregunta diferente', 'siguiente pregunta']],
    ['French', ['Passer', 'Une autre question s’il vous plaît', 'question suivante', 'une question différente']],
    ['Dutch', ['Overslaan', 'Andere vraag graag', 'een andere vraag', 'volgende vraag']],
  ])('%s: skip', (_language, replies) => {
    it.each(replies)('%s', (reply) => expect(parse(reply)).toEqual({ kind: 'skip' }));
  });

  describe.each<[string, string[]]>([
    ['English', ['RESUME', 'resume questions', 'Start again', 'continue']],
    ['German', ['Fortsetzen', 'weiter', 'Weitermachen bitte']],
    ['Spanish', ['Reanudar', 'continuar']],
    ['French', ['Reprendre', 'continuer']],
    ['Dutch', ['Hervatten', 'doorgaan']],
  ])('%s: resume', (_language, replies) => {
    it.each(replies)('%s', (reply) => expect(parse(reply)).toEqual({ kind: 'resume' }));
  });

  describe.each<[string, string[]]>([
    ['English', ['STOP', 'Stop sending questions', 'no more questions', 'unsubscribe']],
    ['German', ['Stopp', 'Aufhören', 'keine Fragen mehr']],
    ['Spanish', ['Parar', 'no más preguntas']],
    ['French', ['Arrêter', 'plus de questions']],
    ['Dutch', ['Stoppen', 'geen vragen meer']],
  ])('%s: stop', (_language, replies) => {
    it.each(replies)('%s', (reply) => expect(parse(reply)).toEqual({ kind: 'stop' }));
  });

  describe('pause, for a while', () => {
    it.each<[string, number]>([
      ['PAUSE', 28],
      ['pause', 28],
      ['PAUSE 4 weeks', 28],
      ['pause for 2 weeks', 14],
      ['Pause for a month.', 30],
      ['pause three months', 90],
      ['pause 10 days', 10],
      ['Pause für 2 Wochen', 14],
      ['Pausieren', 28],
      ['pause drei Monate', 90],
      ['Pausa de 3 semanas', 21],
      ['pausa dos meses', 60],
      ['Pause d’un mois', 30],
      ['pause pendant deux semaines', 14],
      ['Pauze', 28],
      ['pauze van 3 weken', 21],
      ['pauze twee maanden', 60],
    ])('%s → %d days', (reply, days) => expect(parse(reply)).toEqual(pause(inDays(days))));

    it('is a year at most', () => {
      expect(parse('pause 18 months')).toEqual(pause(inDays(365)));
      expect(parse('pause 500 weeks')).toEqual(pause(inDays(365)));
    });
  });

  describe('pause, until a date', () => {
    it.each<[string, string]>([
      ['pause until June', '2026-06-01'],
      ['PAUSE until 3 June', '2026-06-03'],
      ['pause till June 3rd', '2026-06-03'],
      ['Pause until the 3rd of June', '2026-06-03'],
      ['pause until January', '2027-01-01'],
      ['pause until 5 March', '2027-03-05'],
      ['Pause bis Juni', '2026-06-01'],
      ['Pause bis zum 3. Juni', '2026-06-03'],
      ['Pausa hasta junio', '2026-06-01'],
      ['pausa hasta el 3 de junio', '2026-06-03'],
      ['Pause jusqu’en juin', '2026-06-01'],
      ['pause jusqu’au 3 juin', '2026-06-03'],
      ['pause jusqu’au 1er juin', '2026-06-01'],
      ['Pauze tot juni', '2026-06-01'],
      ['pauze tot 3 juni', '2026-06-03'],
    ])('%s → %s', (reply, date) => expect(parse(reply)).toEqual(pause(on(date))));

    it('a day that does not exist is no command', () => {
      expect(parse('pause until 31 June')).toBeNull();
      expect(parse('pause until Someday')).toBeNull();
    });
  });

  describe('around the command', () => {
    it('a greeting, a sign-off and a name still make a command', () => {
      expect(parse('Hi Anna,\n\nPAUSE 4 weeks\n\nLove,\nMom')).toEqual(pause(inDays(28)));
      expect(parse('Hallo!\nandere Frage bitte\nLiebe Grüße\nOma')).toEqual({ kind: 'skip' });
      expect(parse('Hola,\nreanudar\nBesos')).toEqual({ kind: 'resume' });
      expect(parse('Bonjour\nstop\nMerci\nMamie')).toEqual({ kind: 'stop' });
      expect(parse('Hoi,\n\noverslaan\n\nGroetjes, Ria')).toEqual({ kind: 'skip' });
      expect(parse('skip!!!\nThanks')).toEqual({ kind: 'skip' });
      expect(parse('  sKiP  ')).toEqual({ kind: 'skip' });
    });

    it('a reply with a story in it is always a story', () => {
      expect(parse('We used to skip stones at the lake every summer.')).toBeNull();
      expect(parse('Skip\n\nActually, I remember the lake where we used to skip stones.')).toBeNull();
      expect(parse('I want to pause and think about this one. My father was a baker.')).toBeNull();
      expect(parse('Stop by the bakery, he always said.')).toBeNull();
      expect(parse('My first job was at the mill.\nSTOP')).toBeNull();
      expect(parse('Different question? No, I like this one. We lived in Leeds.')).toBeNull();
      expect(parse('')).toBeNull();
      expect(parse('Hi Anna,\nLove, Mom')).toBeNull();
    });
  });
});

describe('dayInWords', () => {
  it('names the day plainly in her language, with the year only when it is not this one', () => {
    expect(dayInWords(on('2026-06-03'), 'en', now)).toBe('3 June');
    expect(dayInWords(on('2027-01-01'), 'en', now)).toBe('1 January 2027');
    expect(dayInWords(on('2026-06-03'), 'de', now)).toBe('3. Juni');
    expect(dayInWords(on('2026-06-03'), 'es', now)).toBe('3 de junio');
  });
});
