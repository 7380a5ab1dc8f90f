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
import type { WebMessageKey } from '../../i18n/messages';
import { useT } from '../../i18n/LanguageContext';

export const NOTIFY_LABELS: Record<NotifyChoice, WebMessageKey> = {
  each: 'dashboard.emails.each',
  weekly: 'dashboard.emails.weekly',
  none: 'dashboard.emails.none',
};

export const NEW_STORY_EMAILS_LABEL: WebMessageKey = 'dashboard.emails.newStories';

/** 'Email me about new stories': every story, a weekly digest or never; saved as soon as it is chosen. */
export function NewStoryEmailsField({ vaultId, labelledBy }: { vaultId: string; labelledBy?: string }) {
  const t = useT();
  const ownLegendId = useId();
  const legendId = labelledBy ?? ownLegendId;
  const { setting, change } = useNewStoryEmails(vaultId);
  const notify = useDashboardToast();
  const value = change.isPending ? change.variables : setting.data?.notify;

  if (setting.error) return <Alert severity="error">{t('dashboard.emails.choiceFailed')}</Alert>;

  return (
    <FormControl component={labelledBy ? 'div' : 'fieldset'} disabled={setting.isPending}>
      {!labelledBy && (
        <FormLabel component="legend" id={legendId} sx={{ color: 'text.primary', fontWeight: 600 }}>
          {t(NEW_STORY_EMAILS_LABEL)}
        </FormLabel>
      )}
      <RadioGroup
        aria-labelledby={legendId}
        name={`notify-${vaultId}`}
        value={value ?? ''}
        onChange={(event) =>
          change.mutate(event.target.value as NotifyChoice, {
            onSuccess: (_answer, choice) =>
              notify.success(t('dashboard.emails.saved'), t('dashboard.emails.savedNewStories', { choice })),
            onError: (failure) => notify.failure(t('dashboard.emails.saveFailed'), failure),
          })
        }
      >
        {NOTIFY_CHOICES.map((choice) => (
          <FormControlLabel key={choice} value={choice} control={<Radio />} label={t(NOTIFY_LABELS[choice])} />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
