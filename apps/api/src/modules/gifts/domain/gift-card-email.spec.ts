import { longDay } from './gift';
import { giftCardEmail } from './gift-card-email';

describe("a gift's card email", () => {
  const input = { giverName: 'Ann Giver', seniorName: 'Rose', help: 'help@storyvault.test' };

  it('is English as before', () => {
    const mail = giftCardEmail({ ...input, startDay: longDay('2026-12-14') });
    expect(mail.subject).toBe('Your gift for Rose: the card to print');
    expect(mail.text).toContain('Hello Ann,');
    expect(mail.text).toContain(
      'On Monday, December 14, 2026 we send Rose a short introduction with your message, and the first question follows. Nothing reaches them before that day.',
    );
  });

  it('is German, its day written as German writes it, for a giver whose browser spoke German', () => {
    const mail = giftCardEmail({ ...input, startDay: longDay('2026-12-14', 'de-DE'), language: 'de' });
    expect(mail.subject).toBe('Dein Geschenk für Rose: die Karte zum Ausdrucken');
    expect(mail.html).toContain('StoryVault für Rose beginnt am Montag, 14. Dezember 2026.');
    expect(mail.text).toContain('Am Montag, 14. Dezember 2026 schicken wir Rose eine kurze Vorstellung');
    expect(mail.text).toContain('Die Geschenkkarte hängt an (A5).');
  });
});
