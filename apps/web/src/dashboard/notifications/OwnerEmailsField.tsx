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

export const OWNER_EMAILS_LABEL = 'Email me when someone…';

const CHOICES: Array<keyof OwnerEmailChoices> = ['joins', 'comments', 'suggestions'];
const LABELS: Record<keyof OwnerEmailChoices, string> = {
  joins: 'joins the family',
  comments: 'comments on a story',
  suggestions: 'suggests a question',
};

/** The owner's 'Email me when someone…': joins, comments, suggests; each saved as soon as it is ticked. */
export function OwnerEmailsField({ vaultId }: { vaultId: string }) {
  const legendId = useId();
  const { setting, change } = useOwnerEmails(vaultId);
  const notify = useDashboardToast();
  const choices = setting.data?.ownerEmails;

  if (setting.error) return <Alert severity="error">Failed to fetch your email choices</Alert>;

  return (
    <FormControl component="fieldset" disabled={setting.isPending || change.isPending} sx={{ mt: 2 }}>
      <FormLabel component="legend" id={legendId} sx={{ color: 'text.primary', fontWeight: 600 }}>
        {OWNER_EMAILS_LABEL}
      </FormLabel>
      <FormGroup>
        {CHOICES.map((choice) => (
          <FormControlLabel
            key={choice}
            label={LABELS[choice]}
            control={
              <Checkbox
                checked={(change.isPending ? change.variables?.[choice] : undefined) ?? choices?.[choice] ?? false}
                onChange={(event) => {
                  const on = event.target.checked;
                  change.mutate(
                    { [choice]: on },
                    {
                      onSuccess: () =>
                        notify.success(
                          'Saved',
                          `${on ? 'We will' : 'We will not'} email you when someone ${LABELS[choice]}.`,
                        ),
                      onError: (failure) => notify.failure('Failed to save', failure),
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
