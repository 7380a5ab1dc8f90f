import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import TextField from '@mui/material/TextField';
import { CUSTOM_QUESTION_MAX_LENGTH } from '@storyvault/contracts';
import { useDashboardToast } from '../data/useDashboardToast';
import { useAddCustomQuestion } from './useAddCustomQuestion';
import { useT } from '../../i18n/LanguageContext';

export function AddCustomQuestionForm({ vaultId, onClose }: { vaultId: string; onClose: () => void }) {
  const t = useT();
  const [text, setText] = useState('');
  const addQuestion = useAddCustomQuestion(vaultId);
  const notify = useDashboardToast();
  const trimmed = text.trim();
  const canSubmit = trimmed.length > 0 && !addQuestion.isPending;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canSubmit) return;
    addQuestion.mutate(trimmed, {
      onSuccess: () => {
        notify.success(t('dashboard.customQuestion.added'));
        onClose();
      },
      onError: (error) => notify.failure(t('dashboard.customQuestion.addFailed'), error),
    });
  };

  return (
    <form onSubmit={onSubmit}>
      <DialogContent sx={{ pt: 1 }}>
        <TextField
          fullWidth
          multiline
          minRows={3}
          label={t('dashboard.customQuestion.yourQuestion')}
          placeholder={t('dashboard.customQuestion.placeholder')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          helperText={t('dashboard.customQuestion.characters', { count: text.length, max: CUSTOM_QUESTION_MAX_LENGTH })}
          slotProps={{ htmlInput: { maxLength: CUSTOM_QUESTION_MAX_LENGTH } }}
          sx={{ mt: 1 }}
        />
      </DialogContent>
      <DialogActions disableSpacing sx={{ px: 3, pb: 2.5, flexWrap: 'wrap', gap: 1 }}>
        <Button variant="outlined" onClick={onClose}>
          {t('dashboard.common.cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={!canSubmit}>
          {t('dashboard.customQuestion.add')}
        </Button>
      </DialogActions>
    </form>
  );
}
