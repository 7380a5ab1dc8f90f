import { useId } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import { AddCustomQuestionForm } from './AddCustomQuestionForm';
import { useT } from '../../i18n/LanguageContext';

interface AddCustomQuestionDialogProps {
  open: boolean;
  onClose: () => void;
  vaultId: string;
}

export function AddCustomQuestionDialog({ open, onClose, vaultId }: AddCustomQuestionDialogProps) {
  const t = useT();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('dashboard.customQuestion.title')}</DialogTitle>
      <AddCustomQuestionForm vaultId={vaultId} onClose={onClose} />
    </Dialog>
  );
}
