import { askedChoiceEmail } from './choice-owner-email';

const base = {
  ownerName: 'Ann Smith',
  seniorName: 'Rose',
  replyText: 'stop it',
  command: { kind: 'pause', until: new Date('2026-03-01T00:00:00Z') } as const,
  dashboardUrl: 'https://stories.example.com/dashboard',
  supportEmail: 'help@example.com',
  now: new Date('2026-02-10T10:00:00Z'),
};

describe('askedChoiceEmail', () => {
  it('speaks English word for word as it always has', () => {
    const email = askedChoiceEmail(base);
    expect(email.subject).toBe('We asked Rose what a reply meant');
    expect(email.text).toContain('Hello Ann,');
    expect(email.text).toContain('Rose replied to a question: “stop it”.');
    expect(email.text).toContain(
      'It may mean “Pause my questions until 1 March”, but we were not sure, so we have done nothing with it yet. We emailed Rose two buttons: that, or keep the message as a story.',
    );
    expect(email.text).toContain('If Rose does not choose within a week, the message is kept as a story.');
    expect(email.text).toContain('Open your dashboard');
  });

  it("is written in the owner's language, her words as she wrote them", () => {
    const email = askedChoiceEmail({ ...base, language: 'de', command: { kind: 'skip' } });
    expect(email.subject).toBe('Wir haben Rose gefragt, wie eine Antwort gemeint war');
    expect(email.text).toContain('Hallo Ann,');
    expect(email.text).toContain('Rose hat auf eine Frage geantwortet: „stop it“.');
    expect(email.text).toContain('Das könnte „');
    expect(email.text).toContain(
      'Wenn Rose innerhalb einer Woche nichts auswählt, behalten wir die Nachricht als Geschichte.',
    );
    expect(email.text).not.toContain('It may mean');
  });
});
