/**
 * The web app's own words in English, in ICU message format (`{name}`, `{count, plural, one {…} other {…}}`,
 * `<link>…</link>` for markup). English declares the keys; each key is written whole where it is used
 * (never assembled), so the catalogue test can tell a key nobody uses.
 */
export const en = {
  // The dashboard's frame
  'dashboard.page.title': 'Dashboard',
  'dashboard.loading': 'Loading your vault...',

  // The account page's language chooser
  'dashboard.language.title': 'Language',
  'dashboard.language.intro': 'The language of your dashboard and of the emails we send you.',
  'dashboard.language.label': 'Your language',
  'dashboard.language.failed': 'Your language could not be saved',
} as const;
