import { describeMissingPasswordItems, missingPasswordItems, PASSWORD_REQUIREMENTS_TITLE } from '@storyvault/contracts';
import { translatorFor } from '../../i18n/LanguageContext';
import { passwordProblem } from './passwordRules';

describe('what a new password still lacks', () => {
  it('says in English exactly what the server says', () => {
    for (const password of ['', 'short', 'longenough', 'Longenough1', 'Longenough1!']) {
      const missing = missingPasswordItems(password);
      expect(passwordProblem(password)).toEqual(
        missing.length
          ? { title: PASSWORD_REQUIREMENTS_TITLE, description: describeMissingPasswordItems(missing) }
          : null,
      );
    }
  });

  it('names every missing item in German', () => {
    expect(passwordProblem('abc', translatorFor('de'))).toEqual({
      title: 'Das Passwort erfüllt noch nicht alle Regeln',
      description:
        'Das Passwort braucht noch: mindestens 8 Zeichen, einen Großbuchstaben, eine Zahl, ein Sonderzeichen',
    });
  });
});
