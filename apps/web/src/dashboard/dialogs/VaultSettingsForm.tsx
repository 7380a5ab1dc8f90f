import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { introEmailContent, type Frequency, type VaultView } from '@storyvault/contracts';
import { useDashboardToast } from '../data/useDashboardToast';
import { useOwner } from '../data/useOwner';
import { useSaveVault } from '../data/useSaveVault';
import { FrequencyField } from '../fields/FrequencyField';
import { LanguageField } from '../fields/LanguageField';
import { SendingTimeFields } from '../fields/SendingTimeFields';
import { VaultContactFields } from '../fields/VaultContactFields';
import { IntroEmailPreviewDialog } from '../vault-setup/IntroEmailPreviewDialog';
import { useT } from '../../i18n/LanguageContext';

/**
 * The settings form: sends seniorName, seniorEmail, seniorPhone null, deliveryMethod email and frequency (docs/product.md §7),
 * the weekday and time zone questions arrive in, the vault's language,
 * and sendIntroduction when the senior's email changes (the offer to introduce StoryVault to the new address).
 */
export function VaultSettingsForm({ vault, onClose }: { vault: VaultView; onClose: () => void }) {
  const t = useT();
  const [seniorName, setSeniorName] = useState(vault.seniorName);
  const [seniorEmail, setSeniorEmail] = useState(vault.seniorEmail);
  // docs/product.md §6: unlike setup, the settings dialog does not restrict the frequency.
  const [frequency, setFrequency] = useState<Frequency>(vault.frequency);
  const [sendWeekday, setSendWeekday] = useState(vault.sendWeekday);
  const [timeZone, setTimeZone] = useState(vault.timeZone);
  const [language, setLanguage] = useState(vault.language);
  const [sendIntroduction, setSendIntroduction] = useState(true);
  const [previewOpen, setPreviewOpen] = useState(false);
  const owner = useOwner();
  // The server keeps addresses trimmed and in lower case.
  const emailChanged = seniorEmail.trim().toLowerCase() !== vault.seniorEmail.toLowerCase();
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
        sendWeekday,
        timeZone,
        language,
        ...(emailChanged ? { sendIntroduction } : {}),
      },
      {
        onSuccess: () => {
          notify.success(t('dashboard.settings.saved'));
          onClose();
        },
        onError: (error) => notify.failure(t('dashboard.settings.failed'), error),
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
          {emailChanged && (
            <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={sendIntroduction}
                    onChange={(event) => setSendIntroduction(event.target.checked)}
                  />
                }
                label={t('dashboard.settings.sendIntro')}
              />
              <Button variant="outlined" onClick={() => setPreviewOpen(true)}>
                {t('dashboard.setup.preview')}
              </Button>
            </Stack>
          )}
          <TextField
            select
            fullWidth
            label={t('dashboard.settings.delivery')}
            value="email"
            disabled
            helperText={t('dashboard.settings.deliveryHelp')}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="email">{t('dashboard.settings.email')}</option>
          </TextField>
          <FrequencyField value={frequency} onChange={setFrequency} />
          <SendingTimeFields
            sendWeekday={sendWeekday}
            timeZone={timeZone}
            onWeekdayChange={setSendWeekday}
            onTimeZoneChange={setTimeZone}
          />
          <LanguageField value={language} onChange={setLanguage} />
        </Stack>
      </DialogContent>
      <DialogActions disableSpacing sx={{ px: 3, pb: 2.5, flexWrap: 'wrap', gap: 1 }}>
        <Button variant="outlined" onClick={onClose}>
          {t('dashboard.common.cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          {t('dashboard.settings.save')}
        </Button>
      </DialogActions>
      <IntroEmailPreviewDialog
        open={previewOpen}
        onClose={() => setPreviewOpen(false)}
        email={introEmailContent({
          seniorName: seniorName.trim() || vault.seniorName,
          ownerName: owner?.fullName ?? '',
          frequency,
          giftMessage: vault.giftMessage,
        })}
      />
    </form>
  );
}
