import { heldCommandEmail } from './held-command-email';

const base = {
  ownerName: 'Ann Smith',
  seniorName: 'Rose',
  seniorEmail: 'rose@example.com',
  from: 'victor@example.net',
  dashboardUrl: 'https://stories.example.com/dashboard',
  supportEmail: 'help@example.com',
};

describe('heldCommandEmail', () => {
  it('tells the owner who asked, that nothing was done, and what will do it', () => {
    const email = heldCommandEmail({ ...base, kind: 'pause', why: 'not_senior' });
    expect(email.subject).toBe("A reply asked to pause Rose's questions");
    expect(email.text).toContain('Hello Ann,');
    expect(email.text).toContain(
      "A reply to Rose's question came from victor@example.net, which is not Rose's address (rose@example.com), and asked to pause the questions.",
    );
    expect(email.text).toContain("We have not paused them: only Rose's own replies can.");
    expect(email.text).toContain('If it was Rose, a reply from rose@example.com will do it;');
    expect(email.text).toContain('https://stories.example.com/dashboard');
  });

  it("says the server could not confirm the senior's own address, and points a resume to the dashboard", () => {
    const email = heldCommandEmail({ ...base, from: 'rose@example.com', kind: 'resume', why: 'unconfirmed' });
    expect(email.subject).toBe("A reply asked to resume Rose's questions");
    expect(email.text).toContain('our mail server could not confirm that Rose sent it');
    expect(email.text).toContain('If it was Rose, you can resume the questions from your dashboard.');
  });

  it("is written in the owner's language, the addresses as they came", () => {
    const email = heldCommandEmail({ ...base, language: 'de', kind: 'stop', why: 'not_senior' });
    expect(email.subject).toBe('Eine Antwort wollte die Fragen an Rose beenden');
    expect(email.text).toContain('Hallo Ann,');
    expect(email.text).toContain(
      'Eine Antwort auf die Frage an Rose kam von victor@example.net, und das ist nicht die Adresse von Rose (rose@example.com). Sie wollte die Fragen beenden.',
    );
    expect(email.text).toContain('Wir haben sie nicht beendet: Das können nur die eigenen Antworten von Rose.');
    expect(email.text).toContain('Zum Dashboard');
    expect(email.text).not.toContain('A reply');
  });
});
