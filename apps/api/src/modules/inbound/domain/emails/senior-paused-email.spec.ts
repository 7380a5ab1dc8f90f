import { seniorPausedEmail } from './senior-paused-email';

const base = {
  ownerName: 'Ann Smith',
  seniorName: 'Margaret Smith',
  dashboardUrl: 'http://stories.example.com/dashboard',
  supportEmail: 'help@example.com',
};

describe("the owner's email when the senior pauses or stops the questions", () => {
  it('says until when she paused them and that they come back by themselves', () => {
    const email = seniorPausedEmail({ ...base, untilText: '1 March' });
    expect(email.subject).toBe('Margaret paused the questions until 1 March');
    expect(email.text).toContain('Hello Ann,');
    expect(email.text).toContain('until 1 March');
    expect(email.text).toContain('start again by themselves');
    expect(email.text).toContain('http://stories.example.com/dashboard');
  });

  it('says she stopped them, by her reply word, until the owner resumes from the dashboard', () => {
    const email = seniorPausedEmail(base);
    expect(email.subject).toBe('Margaret asked us to stop the questions');
    expect(email.text).toContain('replied STOP');
    expect(email.text).toContain('until you start them again');
    expect(email.text).toContain('Resume questions now');
  });
});

describe("the owner's email about her pause, in the owner's language", () => {
  it('is German for a German owner, the day as the caller wrote it', () => {
    const email = seniorPausedEmail({ ...base, language: 'de', untilText: '1. März' });
    expect(email.subject).toBe('Margaret macht bis zum 1. März eine Pause von den Fragen');
    expect(email.text).toContain('Hallo Ann,');
    expect(email.text).toContain('Du musst nichts tun.');
    expect(email.text).not.toContain('Hello');
  });
});
