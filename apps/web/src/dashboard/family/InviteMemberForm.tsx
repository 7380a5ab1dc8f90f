import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { FAMILY_LIMITS, MEMBER_ROLES, type InviteMemberRequest, type MemberRole } from '@storyvault/contracts';
import { errorDescription } from '../data/errorDescription';
import { ROLE_CHOICES } from './memberLabels';
import { useT } from '../../i18n/LanguageContext';

interface InviteMemberFormProps {
  pending: boolean;
  /** Sends the invitation; resolves once it is out, rejects with the api's answer. */
  onInvite: (request: InviteMemberRequest) => Promise<unknown>;
  /** The dialog opens on the Name field. */
  autoFocus?: boolean;
}

const EMPTY = { name: '', email: '', role: 'viewer' as MemberRole };

/** Name, email and role of the person to invite; the api's refusal (already invited, limit, too many) shown as sent. */
export function InviteMemberForm({ pending, onInvite, autoFocus }: InviteMemberFormProps) {
  const t = useT();
  const [form, setForm] = useState(EMPTY);
  const [error, setError] = useState<unknown>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    if (!event.currentTarget.checkValidity()) {
      event.currentTarget.reportValidity();
      return;
    }
    setError(null);
    onInvite({ name: form.name.trim(), email: form.email.trim(), role: form.role }).then(
      () => setForm(EMPTY),
      (failure: unknown) => setError(failure),
    );
  };

  return (
    <Stack component="form" spacing={2} onSubmit={onSubmit} noValidate={false}>
      <Typography variant="h3" component="h3">
        {t('dashboard.family.inviteTitle')}
      </Typography>
      <TextField
        label={t('dashboard.family.name')}
        required
        autoComplete="off"
        value={form.name}
        onChange={(event) => setForm({ ...form, name: event.target.value })}
        autoFocus={autoFocus}
        slotProps={{ htmlInput: { maxLength: FAMILY_LIMITS.nameMaxLength } }}
      />
      <TextField
        label={t('dashboard.family.email')}
        type="email"
        required
        autoComplete="off"
        value={form.email}
        onChange={(event) => setForm({ ...form, email: event.target.value })}
      />
      <FormControl component="fieldset">
        <FormLabel component="legend" sx={{ color: 'text.primary', fontWeight: 600 }}>
          {t('dashboard.family.role')}
        </FormLabel>
        <RadioGroup
          name="role"
          value={form.role}
          onChange={(event) => setForm({ ...form, role: event.target.value as MemberRole })}
        >
          {[...MEMBER_ROLES].reverse().map((role) => (
            <FormControlLabel key={role} value={role} control={<Radio />} label={t(ROLE_CHOICES[role])} />
          ))}
        </RadioGroup>
      </FormControl>
      {Boolean(error) && <Alert severity="error">{errorDescription(error)}</Alert>}
      <Button type="submit" variant="contained" disabled={pending} sx={{ alignSelf: 'flex-start' }}>
        {pending ? t('dashboard.family.sending') : t('dashboard.family.send')}
      </Button>
    </Stack>
  );
}
