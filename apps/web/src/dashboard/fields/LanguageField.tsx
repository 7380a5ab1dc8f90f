import TextField from '@mui/material/TextField';
import { isLanguage, LANGUAGE_NAMES, LANGUAGES, languageOf, type Language } from '@storyvault/contracts';
import { useT } from '../../i18n/LanguageContext';

/** The browser's first language StoryVault speaks: the default at setup (the owner often shares the senior's). */
export function browserLanguage(): Language {
  if (typeof navigator === 'undefined') return languageOf([]);
  return languageOf(navigator.languages?.length ? navigator.languages : [navigator.language ?? '']);
}

interface LanguageFieldProps {
  value: Language;
  onChange: (value: Language) => void;
}

/**
 * The vault's language: what the senior's questions, emails and pages and the book are in. Each
 * language is named in itself, so the one who reads it finds it whatever the dashboard's language.
 */
export function LanguageField({ value, onChange }: LanguageFieldProps) {
  const t = useT();
  return (
    <TextField
      select
      fullWidth
      label={t('dashboard.fields.language')}
      value={value}
      onChange={(event) => {
        if (isLanguage(event.target.value)) onChange(event.target.value);
      }}
      helperText={t('dashboard.fields.languageHelp')}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {LANGUAGES.map((language) => (
        <option key={language} value={language} lang={language}>
          {LANGUAGE_NAMES[language]}
        </option>
      ))}
    </TextField>
  );
}
