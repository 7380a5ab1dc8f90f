import { useId } from 'react';
import Card from '@mui/material/Card';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LANGUAGES, LANGUAGE_NAMES, isLanguage } from '@storyvault/contracts';
import { useLanguage, useT } from '../../i18n/LanguageContext';
import { useDashboardToast } from '../data/useDashboardToast';
import { useChangePersonLanguage } from '../data/usePersonLanguage';

/**
 * The person's own language: the dashboard's and that of the emails they get. Saved and switched at
 * once; each language is named in itself, so it can be found by someone who cannot read the current one.
 */
export function LanguageSection() {
  const titleId = useId();
  const t = useT();
  const { language } = useLanguage();
  const change = useChangePersonLanguage();
  const { failure } = useDashboardToast();
  return (
    <Card component="section" aria-labelledby={titleId} sx={{ p: { xs: 2.5, sm: 3 } }}>
      <Typography id={titleId} component="h2" variant="h5" sx={{ mb: 1 }}>
        {t('dashboard.language.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('dashboard.language.intro')}
      </Typography>
      <TextField
        select
        label={t('dashboard.language.label')}
        value={change.isPending && isLanguage(change.variables) ? change.variables : language}
        disabled={change.isPending}
        onChange={(event) => {
          const chosen: string = event.target.value;
          if (isLanguage(chosen) && chosen !== language)
            change.mutate(chosen, { onError: (error) => failure(t('dashboard.language.failed'), error) });
        }}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ minWidth: 240 }}
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </TextField>
    </Card>
  );
}
