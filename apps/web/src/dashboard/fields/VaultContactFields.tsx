import TextField from '@mui/material/TextField';
import { useT } from '../../i18n/LanguageContext';

interface VaultContactFieldsProps {
  seniorName: string;
  seniorEmail: string;
  onNameChange: (value: string) => void;
  onEmailChange: (value: string) => void;
}

/** The senior's name and email (docs/product.md §5: both required, the email of email type). */
export function VaultContactFields({ seniorName, seniorEmail, onNameChange, onEmailChange }: VaultContactFieldsProps) {
  const t = useT();
  return (
    <>
      <TextField
        fullWidth
        label={t('dashboard.fields.seniorName')}
        value={seniorName}
        onChange={(event) => onNameChange(event.target.value)}
        autoComplete="off"
        // Native required without MUI's asterisk, so the label reads exactly as written.
        slotProps={{ htmlInput: { required: true, maxLength: 200 } }}
      />
      <TextField
        fullWidth
        type="email"
        label={t('dashboard.fields.seniorEmail')}
        value={seniorEmail}
        onChange={(event) => onEmailChange(event.target.value)}
        autoComplete="off"
        slotProps={{ htmlInput: { required: true, maxLength: 320 } }}
      />
    </>
  );
}
