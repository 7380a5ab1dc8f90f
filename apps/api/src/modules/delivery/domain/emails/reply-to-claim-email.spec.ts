import { replyToClaimEmail } from './reply-to-claim-email';

const base = {
  ownerName: 'Ann Smith',
  seniorName: 'Rose',
  seniorEmail: 'rose@example.com',
  // Late in the UTC day: the day written is the UTC day, wherever the process runs.
  receivedAt: new Date('2026-05-14T23:30:00Z'),
  reference: 'inb-123',
  supportEmail: 'help@example.com',
  shared: true,
};

describe('replyToClaimEmail', () => {
  it('speaks English word for word as it always has', () => {
    const email = replyToClaimEmail(base);
    expect(email.subject).toBe('A reply from rose@example.com is waiting to be filed');
    expect(email.text).toContain('Hello Ann,');
    expect(email.text).toContain(
      "On May 14, 2026 an email came from rose@example.com, which may be Rose's answer to a question. It was not added to Rose's stories: this email address is also used in another StoryVault account,",
    );
    expect(email.text).toContain('Reference: inb-123');
    expect(replyToClaimEmail({ ...base, shared: false }).text).toContain(
      'It was not added to a vault: more than one of your vaults has this email address and a question waiting for an answer,',
    );
  });

  it("is written in the owner's language", () => {
    const email = replyToClaimEmail({ ...base, language: 'de', shared: false });
    expect(email.subject).toBe('Eine Antwort von rose@example.com wartet darauf, zugeordnet zu werden');
    expect(email.text).toContain('Hallo Ann,');
    expect(email.text).toContain('Am 14. Mai 2026 kam eine E-Mail von rose@example.com');
    expect(email.text).toContain('Mehrere deiner Sammlungen haben diese E-Mail-Adresse');
    expect(email.text).toContain('Referenz: inb-123');
    expect(email.text).not.toContain('Reference');
  });
});
