import { REPLY_LANGUAGES } from '../reply/reply-classification';
import { commandConfirmationEmail } from './command-confirmation-email';
import { ConfirmedCommand } from './command-confirmation-words';

const base = { seniorName: 'Rose Smith', ownerName: 'Ann Smith', help: 'help@example.com' };
const now = new Date('2026-04-06T09:00:00Z');
const june3 = new Date('2026-06-03T00:00:00Z');

describe('the confirmation of a reply word', () => {
  it('says until when questions are paused, and how to have them sooner', () => {
    const email = commandConfirmationEmail({ ...base, now, command: { kind: 'pause', until: june3 } });
    expect(email.subject).toBe('Questions paused until 3 June');
    expect(email.text).toContain('Dear Rose,');
    expect(email.text).toContain('We will not send you any questions until 3 June.');
    expect(email.text).toContain('just reply RESUME');
    expect(email.html).toContain('Questions, or trouble with these emails?');
  });

  it('names who starts the questions again after STOP, and confirms a RESUME', () => {
    const stop = commandConfirmationEmail({ ...base, command: { kind: 'stop' } });
    expect(stop.subject).toBe('No more questions for now');
    expect(stop.text).toContain('until Ann starts them again');
    const resume = commandConfirmationEmail({ ...base, command: { kind: 'resume' } });
    expect(resume.subject).toBe('Your questions will come again');
    expect(resume.text).toContain('Your next question is on its way.');
  });

  it('tells her kindly when there was nothing to skip or resume', () => {
    const skip = commandConfirmationEmail({ ...base, command: { kind: 'nothing_to_skip' } });
    expect(skip.subject).toBe('Nothing to skip');
    expect(skip.text).toContain('The next one will come as usual.');
    const resume = commandConfirmationEmail({ ...base, command: { kind: 'not_paused' } });
    expect(resume.text).toContain('Your questions were not paused');
  });

  it('is written in the language of her reply word, the date too', () => {
    const pause = (language: (typeof REPLY_LANGUAGES)[number]) =>
      commandConfirmationEmail({ ...base, now, language, command: { kind: 'pause', until: june3 } });
    expect(pause('de').subject).toBe('Fragen pausiert bis 3. Juni');
    expect(pause('de').text).toContain('Hallo Rose,');
    expect(pause('de').text).toContain('FORTSETZEN');
    expect(pause('es').subject).toBe('Preguntas en pausa hasta el 3 de junio');
    expect(pause('es').text).toContain('REANUDAR');
    expect(pause('fr').subject).toBe('Questions en pause jusqu’au 3 juin');
    expect(pause('fr').text).toContain('REPRENDRE');
    expect(pause('nl').subject).toBe('Vragen gepauzeerd tot 3 juni');
    expect(pause('nl').text).toContain('HERVATTEN');
    const nextYear = commandConfirmationEmail({
      ...base,
      now,
      language: 'fr',
      command: { kind: 'pause', until: new Date('2027-01-10T00:00:00Z') },
    });
    expect(nextYear.subject).toBe('Questions en pause jusqu’au 10 janvier 2027');
  });

  it('has every confirmation in every language, none left in English', () => {
    const kinds: ConfirmedCommand[] = [
      { kind: 'pause', until: june3 },
      { kind: 'stop' },
      { kind: 'resume' },
      { kind: 'not_paused' },
      { kind: 'nothing_to_skip' },
      { kind: 'set_aside' },
    ];
    for (const command of kinds) {
      const english = commandConfirmationEmail({ ...base, now, command }).subject;
      for (const language of REPLY_LANGUAGES.filter((l) => l !== 'en')) {
        const email = commandConfirmationEmail({ ...base, now, language, command });
        expect(email.subject).not.toBe(english);
        expect(email.text).toContain('Rose');
      }
    }
  });
});
