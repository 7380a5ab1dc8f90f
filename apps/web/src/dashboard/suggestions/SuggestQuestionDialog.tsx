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
  const titleId = useId();
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
        notify.success('Suggestion sent', `${ownerName || 'The owner'} can add it to ${seniorName}'s questions.`);
        setText('');
        onClose();
      },
      onError: (error) => notify.failure('Failed to send suggestion', error),
    });
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Suggest a question</DialogTitle>
      <form onSubmit={onSubmit}>
        <DialogContent sx={{ pt: 1 }}>
          <DialogContentText sx={{ color: 'text.primary', mb: 2 }}>
            {`What would you love to hear ${seniorName} talk about? ${ownerName || 'The owner'} will see your suggestion and can add it to the questions.`}
          </DialogContentText>
          <TextField
            fullWidth
            multiline
            minRows={3}
            autoFocus
            label="Your question"
            value={text}
            onChange={(event) => setText(event.target.value)}
            helperText={`${text.length}/${MAX} characters`}
            slotProps={{ htmlInput: { maxLength: MAX } }}
          />
        </DialogContent>
        <DialogActions disableSpacing sx={{ px: 3, pb: 2.5, flexWrap: 'wrap', gap: 1 }}>
          <Button variant="outlined" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={!canSubmit}>
            {suggest.isPending ? 'Sending...' : 'Send suggestion'}
          </Button>
        </DialogActions>
      </form>
      <Divider />
      <DialogContent>
        <AddPhotoQuestion
          vaultId={vaultId}
          onAdded={(added) => {
            if ('waiting' in added)
              notify.success('Photo question sent', `The vault's owner will add it to ${seniorName}'s questions.`);
            else notify.success('Photo question added', `It will be sent to ${seniorName} in turn.`);
            onClose();
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
