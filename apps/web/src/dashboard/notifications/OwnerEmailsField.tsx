import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import type { OwnerEmailChoices } from '@storyvault/contracts';
import { useDashboardToast } from '../data/useDashboardToast';
import { useOwnerEmails } from './useOwnerEmails';
import type { WebMessageKey } from '../../i18n/messages';
import { useT } from '../../i18n/LanguageContext';

const CHOICES: Array<keyof OwnerEmailChoices> = ['joins', 'comments', 'suggestions'];
const LABELS: Record<keyof OwnerEmailChoices, WebMessageKey> = {
  joins: 'dashboard.emails.joins',
  comments: 'dashboard.emails.comments',
  suggestions: 'dashboard.emails.suggestions',
};
/** What the toast says once a choice is saved: one whole sentence per choice, on or off. */
const SAVED: Record<keyof OwnerEmailChoices, WebMessageKey> = {
  joins: 'dashboard.emails.savedJoins',
  comments: 'dashboard.emails.savedComments',
  suggestions: 'dashboard.emails.savedSuggestions',
};

/** The owner's 'Email me when someone…': joins, comments, suggests; each saved as soon as it is ticked. */
export function OwnerEmailsField({ vaultId }: { vaultId: string }) {
  const t = useT();
  const legendId = useId();
  const { setting, change } = useOwnerEmails(vaultId);
  const notify = useDashboardToast();
  const choices = setting.data?.ownerEmails;

  if (setting.error) return <Alert severity="error">{t('dashboard.emails.choicesFailed')}</Alert>;

  return (
    <FormControl component="fieldset" disabled={setting.isPending || change.isPending} sx={{ mt: 2 }}>
      <FormLabel component="legend" id={legendId} sx={{ color: 'text.primary', fontWeight: 600 }}>
        {t('dashboard.emails.ownerLegend')}
      </FormLabel>
      <FormGroup>
        {CHOICES.map((choice) => (
          <FormControlLabel
            key={choice}
            label={t(LABELS[choice])}
            control={
              <Checkbox
                checked={(change.isPending ? change.variables?.[choice] : undefined) ?? choices?.[choice] ?? false}
                onChange={(event) => {
                  const on = event.target.checked;
                  change.mutate(
                    { [choice]: on },
                    {
                      onSuccess: () =>
                        notify.success(t('dashboard.emails.saved'), t(SAVED[choice], { on: on ? 'yes' : 'no' })),
                      onError: (failure) => notify.failure(t('dashboard.emails.saveFailed'), failure),
                    },
                  );
                }}
              />
            }
          />
        ))}
      </FormGroup>
    </FormControl>
  );
}
