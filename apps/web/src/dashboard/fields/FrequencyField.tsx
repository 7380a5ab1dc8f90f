import TextField from '@mui/material/TextField';
import { FREQUENCIES, type Frequency } from '@storyvault/contracts';
import { useT } from '../../i18n/LanguageContext';

interface FrequencyFieldProps {
  value: Frequency;
  onChange: (value: Frequency) => void;
  /** docs/product.md §6: in a trial the frequency is fixed at weekly, with a note saying so. */
  locked?: boolean;
}

/** 'Question frequency': a native select, so phones show their own large picker. */
export function FrequencyField({ value, onChange, locked = false }: FrequencyFieldProps) {
  const t = useT();
  return (
    <TextField
      select
      fullWidth
      label={t('dashboard.frequency.label')}
      value={String(locked ? 1 : value)}
      onChange={(event) => onChange(Number(event.target.value) as Frequency)}
      disabled={locked}
      helperText={locked ? t('dashboard.frequency.trialNote') : undefined}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {FREQUENCIES.map((frequency) => (
        <option key={frequency} value={frequency}>
          {t('dashboard.frequency.every', { weeks: frequency })}
        </option>
      ))}
    </TextField>
  );
}
