import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import TextField from '@mui/material/TextField';
import { CUSTOM_QUESTION_MAX_LENGTH } from '@storyvault/contracts';
import { useDashboardToast } from '../data/useDashboardToast';
import { useAddCustomQuestion } from './useAddCustomQuestion';

export function AddCustomQuestionForm({ vaultId, onClose }: { vaultId: string; onClose: () => void }) {
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
        notify.success('Question added');
        onClose();
      },
      onError: (error) => notify.failure('Failed to add question', error),
    });
  };

  return (
    <form onSubmit={onSubmit}>
      <DialogContent sx={{ pt: 1 }}>
        <TextField
          fullWidth
          multiline
          minRows={3}
          label="Your question"
          placeholder="What is a family tradition you hope we keep?"
          value={text}
          onChange={(event) => setText(event.target.value)}
          helperText={`${text.length}/${CUSTOM_QUESTION_MAX_LENGTH} characters`}
          slotProps={{ htmlInput: { maxLength: CUSTOM_QUESTION_MAX_LENGTH } }}
          sx={{ mt: 1 }}
        />
      </DialogContent>
      <DialogActions disableSpacing sx={{ px: 3, pb: 2.5, flexWrap: 'wrap', gap: 1 }}>
        <Button variant="outlined" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={!canSubmit}>
          Add Question
        </Button>
      </DialogActions>
    </form>
  );
}
