import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { Frequency, VaultView } from '@storyvault/contracts';
import { useDashboardToast } from '../data/useDashboardToast';
import { useSaveVault } from '../data/useSaveVault';
import { FrequencyField } from '../fields/FrequencyField';
import { VaultContactFields } from '../fields/VaultContactFields';

/** The settings form: sends seniorName, seniorEmail, seniorPhone null, deliveryMethod email and frequency (SPEC.md §7). */
export function VaultSettingsForm({ vault, onClose }: { vault: VaultView; onClose: () => void }) {
  const [seniorName, setSeniorName] = useState(vault.seniorName);
  const [seniorEmail, setSeniorEmail] = useState(vault.seniorEmail);
  // SPEC.md §6: unlike setup, the settings dialog does not restrict the frequency.
  const [frequency, setFrequency] = useState<Frequency>(vault.frequency);
  const save = useSaveVault(vault);
  const notify = useDashboardToast();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    if (!event.currentTarget.checkValidity()) {
      event.currentTarget.reportValidity();
      return;
    }
    save.mutate(
      {
        seniorName: seniorName.trim(),
        seniorEmail: seniorEmail.trim(),
        seniorPhone: null,
        deliveryMethod: 'email',
        frequency,
      },
      {
        onSuccess: () => {
          notify.success('Settings updated');
          onClose();
        },
        onError: (error) => notify.failure('Update failed', error),
      },
    );
  };

  return (
    <form onSubmit={onSubmit}>
      <DialogContent sx={{ pt: 1 }}>
        <Stack spacing={3} sx={{ pt: 1 }}>
          <VaultContactFields
            seniorName={seniorName}
            seniorEmail={seniorEmail}
            onNameChange={setSeniorName}
            onEmailChange={setSeniorEmail}
          />
          <TextField
            select
            fullWidth
            label="Delivery method"
            value="email"
            disabled
            helperText="Questions are delivered by email."
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="email">Email</option>
          </TextField>
          <FrequencyField value={frequency} onChange={setFrequency} />
        </Stack>
      </DialogContent>
      <DialogActions disableSpacing sx={{ px: 3, pb: 2.5, flexWrap: 'wrap', gap: 1 }}>
        <Button variant="outlined" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          Save Changes
        </Button>
      </DialogActions>
    </form>
  );
}
