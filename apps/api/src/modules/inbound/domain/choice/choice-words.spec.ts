import { choiceTokenHash, commandFromJson, commandToJson, newChoiceToken } from './reply-choice';
import { choiceWords, commandInWords } from './choice-words';
import { replyChoiceEmail } from './choice-email';

const now = new Date('2026-04-06T09:00:00Z');
const until = new Date('2026-05-04T00:00:00Z');

describe('the choice in her words', () => {
  it.each([
    ['en', 'Pause my questions until 4 May', 'Keep my message as a story'],
    ['de', 'Meine Fragen bis 4. Mai pausieren', 'Meine Nachricht als Geschichte behalten'],
    ['es', 'Pausar mis preguntas hasta el 4 de mayo', 'Guardar mi mensaje como una historia'],
    ['fr', 'Mettre mes questions en pause jusqu’au 4 mai', 'Garder mon message comme une histoire'],
    ['nl', 'Mijn vragen pauzeren tot 4 mei', 'Mijn bericht bewaren als verhaal'],
  ] as const)('in %s: “%s” or “%s”', (language, command, story) => {
    const words = choiceWords({ kind: 'pause', until }, language, now);
    expect(words.commandLabel).toBe(command);
    expect(words.storyLabel).toBe(story);
  });

  it('names every command, and the year only when it is not this one', () => {
    expect(commandInWords({ kind: 'skip' }, 'en', now)).toBe('Send me a different question');
    expect(commandInWords({ kind: 'stop' }, 'en', now)).toBe('Stop my questions');
    expect(commandInWords({ kind: 'resume' }, 'en', now)).toBe('Start my questions again');
    expect(commandInWords({ kind: 'pause', until: new Date('2027-01-10T00:00:00Z') }, 'en', now)).toBe(
      'Pause my questions until 10 January 2027',
    );
  });

  it('writes an email with what she wrote and the two buttons, the command first', () => {
    const mail = replyChoiceEmail({
      seniorName: 'Rose Smith',
      ownerName: 'Ann Smith',
      language: 'en',
      command: { kind: 'stop' },
      replyText: 'Stop?',
      commandUrl: 'https://x.example/choice/t?choose=command',
      storyUrl: 'https://x.example/choice/t?choose=story',
      help: 'help@x.example',
      now,
    });
    expect(mail.subject).toBe('What would you like us to do?');
    expect(mail.text).toContain('Dear Rose,');
    expect(mail.text.indexOf('Stop my questions')).toBeLessThan(mail.text.indexOf('Keep my message as a story'));
    expect(mail.html).toContain('href="https://x.example/choice/t?choose=story"');
  });
});

describe('a choice token and its command as stored', () => {
  it('is stored only as a hash, and a malformed one is no token', () => {
    const token = newChoiceToken();
    expect(token).toMatch(/^[\w-]{32}$/);
    expect(choiceTokenHash(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(choiceTokenHash('short')).toBeNull();
    expect(choiceTokenHash(`${token}/`)).toBeNull();
  });

  it('keeps a pause’s date through JSON', () => {
    expect(commandFromJson(JSON.parse(JSON.stringify(commandToJson({ kind: 'pause', until }))))).toEqual({
      kind: 'pause',
      until,
    });
    expect(commandFromJson(commandToJson({ kind: 'skip' }))).toEqual({ kind: 'skip' });
  });
});
