import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useT } from '../../i18n/LanguageContext';

interface ConfirmDialogProps {
  open: boolean;
  /** The question asked, e.g. 'Remove Emma?'. */
  title: string;
  /** What happens if they go ahead. */
  text?: string;
  confirmLabel: string;
  pending?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asks before something that cannot be undone; Cancel has the focus, so Enter never destroys by accident. */
export function ConfirmDialog({ open, title, text, confirmLabel, pending, onCancel, onConfirm }: ConfirmDialogProps) {
  const t = useT();
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      aria-labelledby={titleId}
      aria-describedby={text ? textId : undefined}
      maxWidth="xs"
    >
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {title}
      </DialogTitle>
      {text && (
        <DialogContent>
          <DialogContentText id={textId} sx={{ color: 'text.primary', overflowWrap: 'anywhere' }}>
            {text}
          </DialogContentText>
        </DialogContent>
      )}
      <DialogActions disableSpacing sx={{ px: 3, pb: 2.5, flexWrap: 'wrap', gap: 1 }}>
        <Button variant="outlined" onClick={onCancel} autoFocus>
          {t('dashboard.common.cancel')}
        </Button>
        <Button variant="contained" color="error" onClick={onConfirm} disabled={pending}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
