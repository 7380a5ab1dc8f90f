import { useId, useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Divider from '@mui/material/Divider';
import { FAMILY_LIMITS } from '@storyvault/contracts';
import { useDashboardToast } from '../data/useDashboardToast';
import { AddPhotoQuestion } from '../photo-questions/AddPhotoQuestion';
import { useSuggestQuestion } from './useSuggestions';
import { useT } from '../../i18n/LanguageContext';

interface SuggestQuestionDialogProps {
  open: boolean;
  onClose: () => void;
  vaultId: string;
  seniorName: string;
  ownerName: string;
}

const MAX = FAMILY_LIMITS.suggestionMaxLength;

/**
 * 'Suggest a question': a contributor writes a question for the senior, which the owner decides
 * whether to ask; or asks about a photo, which joins the end of the queue at once (a photo is the
 * contributor's to share, docs/decisions/0049-photo-questions.md).
 */
export function SuggestQuestionDialog({ open, onClose, vaultId, seniorName, ownerName }: SuggestQuestionDialogProps) {
  const t = useT();
  const titleId = useId();
  const owner = ownerName ? 'yes' : 'no';
  const [text, setText] = useState('');
  const suggest = useSuggestQuestion(vaultId);
  const notify = useDashboardToast();
  const trimmed = text.trim();
  const canSubmit = trimmed.length > 0 && trimmed.length <= MAX && !suggest.isPending;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canSubmit) return;
    suggest.mutate(trimmed, {
      onSuccess: () => {
        notify.success(
          t('dashboard.suggestions.sent'),
          t('dashboard.suggestions.sentText', { owner, ownerName, seniorName }),
        );
        setText('');
        onClose();
      },
      onError: (error) => notify.failure(t('dashboard.suggestions.sendFailed'), error),
    });
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('dashboard.suggestions.title')}</DialogTitle>
      <form onSubmit={onSubmit}>
        <DialogContent sx={{ pt: 1 }}>
          <DialogContentText sx={{ color: 'text.primary', mb: 2 }}>
            {t('dashboard.suggestions.intro', { owner, ownerName, seniorName })}
          </DialogContentText>
          <TextField
            fullWidth
            multiline
            minRows={3}
            autoFocus
            label={t('dashboard.customQuestion.yourQuestion')}
            value={text}
            onChange={(event) => setText(event.target.value)}
            helperText={t('dashboard.customQuestion.characters', { count: text.length, max: MAX })}
            slotProps={{ htmlInput: { maxLength: MAX } }}
          />
        </DialogContent>
        <DialogActions disableSpacing sx={{ px: 3, pb: 2.5, flexWrap: 'wrap', gap: 1 }}>
          <Button variant="outlined" onClick={onClose}>
            {t('dashboard.common.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={!canSubmit}>
            {suggest.isPending ? t('dashboard.suggestions.sending') : t('dashboard.suggestions.send')}
          </Button>
        </DialogActions>
      </form>
      <Divider />
      <DialogContent>
        <AddPhotoQuestion
          vaultId={vaultId}
          onAdded={(added) => {
            if ('waiting' in added)
              notify.success(
                t('dashboard.suggestions.photoSent'),
                t('dashboard.suggestions.photoSentText', { seniorName }),
              );
            else
              notify.success(
                t('dashboard.suggestions.photoAdded'),
                t('dashboard.suggestions.photoAddedText', { seniorName }),
              );
            onClose();
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
