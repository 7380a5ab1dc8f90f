import { ActivityDetails, activityEntry, activityLine } from './activity-line';

const at = new Date('2026-03-10T08:00:00Z');

/** Every line the feed writes, with what English and German readers read. */
const LINES: Array<[ActivityDetails, string, string]> = [
  [
    { kind: 'story', senior: 'Rose', voice: false, question: 'Where did you grow up?' },
    'Rose shared a story: “Where did you grow up?”',
    'Rose hat eine Geschichte geteilt: „Where did you grow up?“',
  ],
  [
    { kind: 'story', senior: 'Rose', voice: true, question: 'Wo bist du aufgewachsen?' },
    'Rose shared a voice story: “Wo bist du aufgewachsen?”',
    'Rose hat eine Sprachaufnahme geteilt: „Wo bist du aufgewachsen?“',
  ],
  [
    { kind: 'question_sent', senior: 'Rose', question: 'What was your first car?' },
    'Question sent to Rose: “What was your first car?”',
    'Frage an Rose geschickt: „What was your first car?“',
  ],
  [
    { kind: 'question_added', question: 'What was your first car?', photo: false },
    'Question added: “What was your first car?”',
    'Frage hinzugefügt: „What was your first car?“',
  ],
  [
    { kind: 'question_added', question: 'Who is on this photo?', photo: true },
    'Photo question added: “Who is on this photo?”',
    'Fotofrage hinzugefügt: „Who is on this photo?“',
  ],
  [
    { kind: 'vault_created', senior: 'Rose', questions: 20 },
    "Rose's vault is ready with 20 questions",
    'Die Sammlung für Rose ist fertig, mit 20 Fragen',
  ],
  [
    { kind: 'vault_created', senior: 'Rose', questions: 1 },
    "Rose's vault is ready with 1 question",
    'Die Sammlung für Rose ist fertig, mit 1 Frage',
  ],
  [
    {
      kind: 'settings',
      senior: 'Rosie Smith',
      name: 'Rosie Smith',
      contact: true,
      frequency: { weeks: 4, afterUpgrade: false },
    },
    "Vault settings updated: name is now Rosie Smith, Rosie Smith's contact details changed, questions every 4 weeks",
    'Einstellungen geändert: der Name ist jetzt Rosie Smith, die Kontaktdaten von Rosie Smith haben sich geändert und Fragen alle 4 Wochen',
  ],
  [
    { kind: 'settings', senior: 'Rose', frequency: { weeks: 1, afterUpgrade: true } },
    'Vault settings updated: questions every week once you upgrade',
    'Einstellungen geändert: Fragen jede Woche, sobald du upgradest',
  ],
  [
    { kind: 'settings', senior: 'Rose', weekday: 4, timeZone: 'America/New_York' },
    'Vault settings updated: questions arrive on Thursdays, time zone is now America/New York',
    'Einstellungen geändert: Fragen kommen donnerstags, die Zeitzone ist jetzt America/New York',
  ],
  [
    { kind: 'paused', senior: 'Mom', until: '2026-06-03T00:00:00.000Z' },
    'Mom paused questions until 3 June',
    'Mom hat die Fragen bis zum 3. Juni pausiert',
  ],
  [
    { kind: 'paused', senior: 'Mom', until: '2027-01-01T00:00:00.000Z' },
    'Mom paused questions until 1 January 2027',
    'Mom hat die Fragen bis zum 1. Januar 2027 pausiert',
  ],
  [
    { kind: 'stopped', senior: 'Mom' },
    'Mom stopped the questions until you resume them',
    'Mom hat die Fragen angehalten, bis du sie wieder startest',
  ],
  [{ kind: 'resumed', by: 'Mom' }, 'Mom resumed questions', 'Mom hat die Fragen wieder gestartet'],
  [{ kind: 'resumed', by: null }, 'You resumed questions', 'Du hast die Fragen wieder gestartet'],
  [{ kind: 'skipped', senior: 'Mom' }, 'Mom asked for a different question', 'Mom hätte gern eine andere Frage'],
  [
    { kind: 'held_word', senior: 'Rose', word: 'skip', from: 'victor@example.net' },
    "A reply from victor@example.net asked to skip Rose's question; it was not done",
    'Eine Antwort von victor@example.net wollte die Frage an Rose überspringen; das haben wir nicht getan',
  ],
  [
    { kind: 'held_word', senior: 'Rose', word: 'stop', from: 'victor@example.net' },
    "A reply from victor@example.net asked to stop Rose's questions; it was not done",
    'Eine Antwort von victor@example.net wollte die Fragen an Rose beenden; das haben wir nicht getan',
  ],
  [
    { kind: 'asked_choice', senior: 'Rose', reply: 'not now', word: 'pause', until: '2026-04-01T00:00:00.000Z' },
    'Rose replied “not now”; it may mean “Pause my questions until 1 April”, so nothing was done yet and Rose was asked',
    'Rose hat „not now“ geantwortet; das könnte „Meine Fragen bis 1. April pausieren“ heißen. Wir haben noch nichts getan und Rose gefragt',
  ],
  [
    { kind: 'asked_choice', senior: 'Rose', reply: 'enough', word: 'stop' },
    'Rose replied “enough”; it may mean “Stop my questions”, so nothing was done yet and Rose was asked',
    'Rose hat „enough“ geantwortet; das könnte „Meine Fragen beenden“ heißen. Wir haben noch nichts getan und Rose gefragt',
  ],
];

describe('activityLine', () => {
  it.each(LINES)('writes %j in English and in German', (details, english, german) => {
    expect(activityLine('en', details, at)).toBe(english);
    expect(activityLine('de', details, at)).toBe(german);
  });

  it('writes every line in Spanish, French and Dutch too, never in English', () => {
    for (const [details, english] of LINES)
      for (const language of ['es', 'fr', 'nl'] as const) {
        const line = activityLine(language, details, at);
        expect(line).not.toBe(english);
        expect(line).not.toMatch(/\{|\}/);
      }
    expect(activityLine('fr', LINES[10][0], at)).toBe('Mom a mis les questions en pause jusqu’au 3 juin');
    expect(activityLine('es', LINES[0][0], at)).toBe('Rose ha compartido una historia: «Where did you grow up?»');
    expect(activityLine('nl', LINES[5][0], at)).toBe('De verzameling van Rose staat klaar met 20 vragen');
  });

  it('shortens a long question to one line', () => {
    const question = `Tell me\nabout ${'the summers by the sea '.repeat(6)}`;
    const line = activityLine('en', { kind: 'question_added', question, photo: false }, at);
    expect(line).toMatch(/^Question added: “Tell me about the summers by the sea .*…”$/);
    expect(line.length).toBeLessThan(100);
  });

  it('records the type, the English line and the facts', () => {
    expect(activityEntry({ kind: 'stopped', senior: 'Mom' }, at)).toEqual({
      type: 'questions_paused',
      description: 'Mom stopped the questions until you resume them',
      details: { kind: 'stopped', senior: 'Mom' },
    });
  });
});
