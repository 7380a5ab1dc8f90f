import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useT } from '../../../i18n/LanguageContext';

interface ConfirmRemoveDialogProps {
  open: boolean;
  /** The question to remove; kept while the dialog closes, so its text does not vanish mid-fade. */
  questionText: string;
  onCancel: () => void;
  onConfirm: () => void;
}

/** docs/product.md §5: removing a question asks first, in the page rather than with window.confirm. */
export function ConfirmRemoveDialog({ open, questionText, onCancel, onConfirm }: ConfirmRemoveDialogProps) {
  const t = useT();
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby={titleId} aria-describedby={textId} maxWidth="xs">
      <DialogTitle id={titleId}>{t('dashboard.manageQuestions.removeTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId} sx={{ color: 'text.primary', overflowWrap: 'anywhere' }}>
          {t('dashboard.manageQuestions.quoted', { text: questionText })}
        </DialogContentText>
      </DialogContent>
      <DialogActions disableSpacing sx={{ px: 3, pb: 2.5, flexWrap: 'wrap', gap: 1 }}>
        <Button variant="outlined" onClick={onCancel} autoFocus>
          {t('dashboard.common.cancel')}
        </Button>
        <Button variant="contained" color="error" onClick={onConfirm}>
          {t('dashboard.manageQuestions.remove')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
