import { commandConfirmationEmail } from './command-confirmation-email';

const base = { seniorName: 'Rose Smith', ownerName: 'Ann Smith', help: 'help@example.com' };

describe('the confirmation of a reply word', () => {
  it('says until when questions are paused, and how to have them sooner', () => {
    const email = commandConfirmationEmail({ ...base, command: { kind: 'pause', untilText: '3 June' } });
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
});
