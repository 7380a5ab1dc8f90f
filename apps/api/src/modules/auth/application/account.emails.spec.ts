import { spokenDay } from '../domain/account-deletion';
import { confirmEmailChangeEmail, deletionScheduledEmail, emailChangedNoticeEmail } from './account.emails';
import { passwordResetEmail } from './password-reset.email';

const HELP = 'help@storyvault.test';

describe("the account's own emails, in the person's language", () => {
  describe('the password reset', () => {
    it('is English word for word as it always was', () => {
      const mail = passwordResetEmail('Ann Smith', 'https://x.test/reset-password/t', HELP);
      expect(mail.subject).toBe('Reset your StoryVault password');
      expect(mail.text).toContain('Hello Ann Smith,');
      expect(mail.text).toContain(
        'Someone asked to reset the password of your StoryVault account. If it was you, choose a new password here:',
      );
      expect(mail.text).toContain('This link works once and expires in 1 hour.');
      expect(mail.text).toContain(
        `If you did not ask for this, you can ignore this email: your password stays the same. Questions? Write to ${HELP}.`,
      );
      expect(mail.text).toContain('The StoryVault team');
      expect(mail.html).toContain('<html lang="en"');
    });

    it('is German for a German-speaking person', () => {
      const mail = passwordResetEmail('Greta Berg', 'https://x.test/reset-password/t', HELP, 'de');
      expect(mail.subject).toBe('Neues Passwort für dein StoryVault-Konto');
      expect(mail.text).toContain('Hallo Greta Berg,');
      expect(mail.text).toContain('Wenn du das warst, wähle hier ein neues Passwort:');
      expect(mail.text).toContain('Neues Passwort wählen:\nhttps://x.test/reset-password/t');
      expect(mail.html).toContain('<html lang="de"');
      expect(mail.text).not.toMatch(/Hello|Someone asked|expires/);
    });
  });

  describe('a new email address', () => {
    it('is confirmed in English as before, and in German', () => {
      const en = confirmEmailChangeEmail('Ann', 'https://x.test/c', HELP);
      expect(en.subject).toBe('Confirm your new StoryVault email');
      expect(en.html).toContain('Open the link to use this address for StoryVault (valid for 24 hours).');
      expect(en.text).toContain(
        'This link works once and expires in 24 hours. Until you open it, you sign in with your old address.',
      );
      const de = confirmEmailChangeEmail('Greta', 'https://x.test/c', HELP, 'de');
      expect(de.subject).toBe('Bestätige deine neue E-Mail-Adresse für StoryVault');
      expect(de.text).toContain('Der Link funktioniert einmal und ist 24 Stunden lang gültig.');
    });

    it('is told to the old address in English as before, and in German', () => {
      const en = emailChangedNoticeEmail('Ann', 'new@x.test', HELP);
      expect(en.subject).toBe('Your StoryVault email was changed');
      expect(en.text).toContain(
        'The email of your StoryVault account was changed to new@x.test. From now on you sign in with that address.',
      );
      expect(en.text).toContain(`If you did not do this, write to ${HELP} right away.`);
      const de = emailChangedNoticeEmail('Greta', 'neu@x.test', HELP, 'de');
      expect(de.subject).toBe('Die E-Mail-Adresse deines StoryVault-Kontos wurde geändert');
      expect(de.text).toContain('Die E-Mail-Adresse deines StoryVault-Kontos wurde in neu@x.test geändert.');
    });
  });

  describe("the account's deletion", () => {
    const at = new Date('2026-12-27T10:00:00Z');

    it('writes the day in the reader’s locale', () => {
      expect(spokenDay(at)).toBe('Sunday, 27 December 2026');
      expect(spokenDay(at, 'de-DE')).toBe('Sonntag, 27. Dezember 2026');
    });

    it('is English as before, and German with the German day', () => {
      const en = deletionScheduledEmail('Ann', spokenDay(at), 'https://x.test/login', HELP);
      expect(en.subject).toBe('Your StoryVault account will be deleted');
      expect(en.text).toContain(
        'You asked us to delete your StoryVault account. On Sunday, 27 December 2026 (in 30 days) we delete it for good, with every vault you own and all the stories, recordings and photos in them. Family members lose access to those vaults.',
      );
      expect(en.text).toContain(`Questions? Write to ${HELP}.`);
      const de = deletionScheduledEmail('Greta', spokenDay(at, 'de-DE'), 'https://x.test/login', HELP, 'de');
      expect(de.subject).toBe('Dein StoryVault-Konto wird gelöscht');
      expect(de.text).toContain('Am Sonntag, 27. Dezember 2026 (in 30 Tagen) löschen wir es endgültig');
      expect(de.text).toContain('Anmelden und Konto behalten:\nhttps://x.test/login');
    });
  });
});
