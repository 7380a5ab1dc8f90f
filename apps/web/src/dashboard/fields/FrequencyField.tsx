import TextField from '@mui/material/TextField';
import { FREQUENCIES, FREQUENCY_LABELS, TRIAL_FREQUENCY_NOTE, type Frequency } from '@storyvault/contracts';

interface FrequencyFieldProps {
  value: Frequency;
  onChange: (value: Frequency) => void;
  /** docs/product.md §6: in a trial the frequency is fixed at weekly, with a note saying so. */
  locked?: boolean;
}

/** 'Question frequency': a native select, so phones show their own large picker. */
export function FrequencyField({ value, onChange, locked = false }: FrequencyFieldProps) {
  return (
    <TextField
      select
      fullWidth
      label="Question frequency"
      value={String(locked ? 1 : value)}
      onChange={(event) => onChange(Number(event.target.value) as Frequency)}
      disabled={locked}
      helperText={locked ? TRIAL_FREQUENCY_NOTE : undefined}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {FREQUENCIES.map((frequency) => (
        <option key={frequency} value={frequency}>
          {FREQUENCY_LABELS[frequency]}
        </option>
      ))}
    </TextField>
  );
}
