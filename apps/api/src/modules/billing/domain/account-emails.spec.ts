import { finishAccountEmail, paymentReceivedEmail } from './finish-account-email';
import { paymentFailedEmail } from './payment-failed-email';
import { welcomeEmail } from './welcome-email';

const HELP = 'help@storyvault.test';

describe("billing's emails to the owner, in the reader's language", () => {
  it('welcomes in English as before, and in German', () => {
    const en = welcomeEmail({ name: 'Ivy Lane', dashboardUrl: 'https://x.test/dashboard', help: HELP });
    expect(en.subject).toBe('Welcome to StoryVault: what happens next');
    expect(en.text).toContain('Hello Ivy,');
    expect(en.text).toContain(
      '3. About three days later: the first question goes out, and we tell you when it has. Then one question every week or two, as you choose.',
    );
    expect(en.text).toContain(`Questions, or trouble with these emails? Write to ${HELP} and a person will help you.`);
    const de = welcomeEmail({
      name: 'Jonas Weber',
      dashboardUrl: 'https://x.test/dashboard',
      help: HELP,
      language: 'de',
    });
    expect(de.subject).toBe('Willkommen bei StoryVault: So geht es weiter');
    expect(de.text).toContain('Hallo Jonas,');
    expect(de.text).toContain('Sammlung einrichten:\nhttps://x.test/dashboard');
    expect(de.text).toContain(`Fragen oder Ärger mit diesen E-Mails? Schreib an ${HELP}`);
  });

  it('sends the receipt and the way back before the account in English as before, and in German', () => {
    const input = { name: 'Paul Paid', finishUrl: 'https://x.test/finish', help: HELP };
    const receipt = paymentReceivedEmail(input);
    expect(receipt.subject).toBe('Your StoryVault payment went through');
    expect(receipt.text).toContain('Thank you: your StoryVault subscription is paid.');
    expect(receipt.text).toContain('Keep this email: the link works until your account is created, and only once.');
    const again = finishAccountEmail(input);
    expect(again.subject).toBe('Finish creating your StoryVault account');
    expect(again.text).toContain('If you did not ask for this, you can ignore this email.');

    const de = paymentReceivedEmail({ ...input, language: 'de' });
    expect(de.subject).toBe('Deine Zahlung an StoryVault ist angekommen');
    expect(de.text).toContain('Mein Konto anlegen:\nhttps://x.test/finish');
    const deAgain = finishAccountEmail({ ...input, language: 'de' });
    expect(deAgain.subject).toBe('Leg dein StoryVault-Konto fertig an');
    expect(deAgain.text).toContain('Dein Konto braucht nur noch ein Passwort.');
  });

  it('tells of a failed payment in English as before, and in German', () => {
    const input = { name: 'Fay Card', accountUrl: 'https://x.test/account', help: HELP };
    const en = paymentFailedEmail({ ...input, graceEndsOn: 'January 7, 2027' });
    expect(en.subject).toBe('Your StoryVault payment did not go through');
    expect(en.text).toContain(
      'Everything keeps working until January 7, 2027. To keep it that way, please update your card on your account page; we will try the payment again.',
    );
    const de = paymentFailedEmail({ ...input, graceEndsOn: '7. Januar 2027', language: 'de' });
    expect(de.subject).toBe('Deine Zahlung an StoryVault hat nicht geklappt');
    expect(de.text).toContain('Bis zum 7. Januar 2027 funktioniert alles weiter wie gewohnt.');
  });
});
