import { useState } from 'react';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useT } from '../../i18n/LanguageContext';

interface AccountPasswordFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
  helperText?: string;
  autoFocus?: boolean;
}

/** A password field with the sign-in page's Show/Hide button, in the dashboard's look. */
export function AccountPasswordField({
  label,
  value,
  onChange,
  autoComplete,
  helperText,
  autoFocus,
}: AccountPasswordFieldProps) {
  const t = useT();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      label={label}
      type={visible ? 'text' : 'password'}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      autoComplete={autoComplete}
      helperText={helperText}
      autoFocus={autoFocus}
      required
      fullWidth
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <Button
                onClick={() => setVisible((shown) => !shown)}
                aria-label={visible ? t('dashboard.password.hideLabel') : t('dashboard.password.showLabel')}
                sx={{ minHeight: 48, minWidth: 64 }}
              >
                {visible ? t('dashboard.password.hide') : t('dashboard.password.show')}
              </Button>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
