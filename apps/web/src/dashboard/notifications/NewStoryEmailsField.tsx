import { useId } from 'react';
import Alert from '@mui/material/Alert';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { NOTIFY_CHOICES, type NotifyChoice } from '@storyvault/contracts';
import { useDashboardToast } from '../data/useDashboardToast';
import { useNewStoryEmails } from './useNewStoryEmails';

export const NOTIFY_LABELS: Record<NotifyChoice, string> = {
  each: 'Every story',
  weekly: 'Weekly digest',
  none: 'Never',
};

export const NEW_STORY_EMAILS_LABEL = 'Email me about new stories';

/** 'Email me about new stories': every story, a weekly digest or never; saved as soon as it is chosen. */
export function NewStoryEmailsField({ vaultId, labelledBy }: { vaultId: string; labelledBy?: string }) {
  const ownLegendId = useId();
  const legendId = labelledBy ?? ownLegendId;
  const { setting, change } = useNewStoryEmails(vaultId);
  const notify = useDashboardToast();
  const value = change.isPending ? change.variables : setting.data?.notify;

  if (setting.error) return <Alert severity="error">Failed to fetch your email choice</Alert>;

  return (
    <FormControl component={labelledBy ? 'div' : 'fieldset'} disabled={setting.isPending}>
      {!labelledBy && (
        <FormLabel component="legend" id={legendId} sx={{ color: 'text.primary', fontWeight: 600 }}>
          {NEW_STORY_EMAILS_LABEL}
        </FormLabel>
      )}
      <RadioGroup
        aria-labelledby={legendId}
        name={`notify-${vaultId}`}
        value={value ?? ''}
        onChange={(event) =>
          change.mutate(event.target.value as NotifyChoice, {
            onSuccess: (_answer, choice) => notify.success('Saved', `New story emails: ${NOTIFY_LABELS[choice]}.`),
            onError: (failure) => notify.failure('Failed to save', failure),
          })
        }
      >
        {NOTIFY_CHOICES.map((choice) => (
          <FormControlLabel key={choice} value={choice} control={<Radio />} label={NOTIFY_LABELS[choice]} />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
