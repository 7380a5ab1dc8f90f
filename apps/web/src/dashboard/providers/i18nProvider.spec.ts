import englishMessages from 'ra-language-english';
import { createI18nProvider, reactAdminMessages } from './i18nProvider';

describe("the dashboard's i18nProvider", () => {
  it("speaks react-admin's own words from the published pack of the language", () => {
    expect(createI18nProvider('de').translate('ra.action.cancel')).toBe('Abbrechen');
    expect(createI18nProvider('fr').translate('ra.action.cancel')).toBe('Annuler');
    expect(createI18nProvider('es').translate('ra.action.cancel')).toBe('Cancelar');
    expect(createI18nProvider('en').translate('ra.action.cancel')).toBe('Cancel');
  });

  it('says in English what an older pack lacks, and everything in Dutch, which has no pack', () => {
    // The German pack (3.x) predates the key react-admin 5 uses for "clear the whole selection".
    const german = reactAdminMessages('de') as unknown as { ra: { action: Record<string, string> } };
    const english = englishMessages as unknown as { ra: { action: Record<string, string> } };
    const lacking = Object.keys(english.ra.action).filter(
      (key) => german.ra.action[key] === english.ra.action[key] && key !== 'cancel',
    );
    expect(lacking.length).toBeGreaterThan(0);
    expect(createI18nProvider('nl').translate('ra.action.cancel')).toBe('Cancel');
    expect(createI18nProvider('de').translate('ra.navigation.no_results')).toBeTruthy();
  });

  it('gives the app’s own keys from the web catalogue, with ICU plurals in the language', () => {
    expect(createI18nProvider('de').translate('dashboard.frequency.every', { weeks: 4 })).toBe('Alle 4 Wochen');
    expect(createI18nProvider('en').translate('dashboard.frequency.every', { weeks: 1 })).toBe('Every week');
    // Spanish has no dashboard words yet: English, key by key.
    expect(createI18nProvider('es').translate('dashboard.vault.collectionTitle', { name: 'Rosa' })).toBe(
      "Rosa's Story Collection",
    );
  });

  it('names the languages it offers in themselves', () => {
    expect(createI18nProvider('en').getLocales?.()).toContainEqual({ locale: 'de', name: 'Deutsch' });
  });
});
