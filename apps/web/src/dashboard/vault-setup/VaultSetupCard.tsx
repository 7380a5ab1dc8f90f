import { useId, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { introEmailContent, type VaultView } from '@storyvault/contracts';
import { useDashboardToast } from '../data/useDashboardToast';
import { useSaveVault } from '../data/useSaveVault';
import { FrequencyField } from '../fields/FrequencyField';
import { LanguageField } from '../fields/LanguageField';
import { SendingTimeFields } from '../fields/SendingTimeFields';
import { VaultContactFields } from '../fields/VaultContactFields';
import { longStartDay } from '../gifts/startDay';
import { IntroEmailPreviewDialog } from './IntroEmailPreviewDialog';
import { allowedFrequency, buildSetupRequest, initialSetupForm, type SetupForm } from './setupRequest';
import { useT } from '../../i18n/LanguageContext';

interface VaultSetupCardProps {
  /** An existing vault whose setup is not complete; setup then updates it instead of creating one. */
  vault: VaultView | undefined;
  ownerName: string;
  hasFullAccess: boolean;
  /** Called with the vault once saved (the account page opens a new storyteller's vault with it). */
  onSaved?: (vault: VaultView) => void;
}

export function VaultSetupCard({ vault, ownerName, hasFullAccess, onSaved }: VaultSetupCardProps) {
  const t = useT();
  const titleId = useId();
  const [form, setForm] = useState<SetupForm>(() => initialSetupForm(vault, hasFullAccess));
  const [previewOpen, setPreviewOpen] = useState(false);
  const save = useSaveVault(vault);
  const notify = useDashboardToast();
  const change = (patch: Partial<SetupForm>) => setForm((current) => ({ ...current, ...patch }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    if (!event.currentTarget.checkValidity()) {
      event.currentTarget.reportValidity();
      return;
    }
    save.mutate(buildSetupRequest(form, hasFullAccess), {
      onSuccess: (saved) => {
        notify.success(
          t('dashboard.setup.done'),
          // A gift waits for its first day: nothing has been sent yet.
          vault?.startsOn
            ? t('dashboard.setup.doneGift', { day: longStartDay(vault.startsOn, t.language) })
            : t('dashboard.setup.doneText'),
        );
        onSaved?.(saved.data);
      },
      onError: (error) => notify.failure(t('dashboard.setup.failed'), error),
    });
  };

  return (
    <Card component="section" aria-labelledby={titleId}>
      <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Typography id={titleId} variant="h2" sx={{ mb: 1 }}>
          {t('dashboard.setup.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('dashboard.setup.lead')}
        </Typography>
        <Box component="form" onSubmit={onSubmit}>
          <Stack spacing={3} sx={{ maxWidth: 560 }}>
            <VaultContactFields
              seniorName={form.seniorName}
              seniorEmail={form.seniorEmail}
              onNameChange={(seniorName) => change({ seniorName })}
              onEmailChange={(seniorEmail) => change({ seniorEmail })}
            />
            <FrequencyField
              value={form.frequency}
              onChange={(frequency) => change({ frequency })}
              locked={!hasFullAccess}
            />
            <SendingTimeFields
              sendWeekday={form.sendWeekday}
              timeZone={form.timeZone}
              onWeekdayChange={(sendWeekday) => change({ sendWeekday })}
              onTimeZoneChange={(timeZone) => change({ timeZone })}
            />
            <LanguageField value={form.language} onChange={(language) => change({ language })} />
            <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
              <FormControlLabel
                control={
                  <Switch
                    checked={form.sendIntroEmail}
                    onChange={(event) => change({ sendIntroEmail: event.target.checked })}
                  />
                }
                label={t('dashboard.setup.sendIntro')}
              />
              <Button variant="outlined" onClick={() => setPreviewOpen(true)}>
                {t('dashboard.setup.preview')}
              </Button>
            </Stack>
            <Button type="submit" variant="contained" size="large" disabled={save.isPending}>
              {save.isPending ? t('dashboard.setup.saving') : t('dashboard.setup.submit')}
            </Button>
            <Typography color="text.secondary">{t('dashboard.setup.firstQuestion')}</Typography>
          </Stack>
        </Box>
      </CardContent>
      <IntroEmailPreviewDialog
        open={previewOpen}
        onClose={() => setPreviewOpen(false)}
        email={introEmailContent({
          seniorName: form.seniorName.trim() || t('dashboard.setup.namePlaceholder'),
          ownerName,
          frequency: allowedFrequency(hasFullAccess, form.frequency),
          giftMessage: vault?.giftMessage,
          // The email as the storyteller will get it: in the collection's language, not the dashboard's.
          language: form.language,
        })}
      />
    </Card>
  );
}
