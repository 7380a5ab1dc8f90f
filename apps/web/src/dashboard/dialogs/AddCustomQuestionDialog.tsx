import { useId } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import { AddCustomQuestionForm } from './AddCustomQuestionForm';

interface AddCustomQuestionDialogProps {
  open: boolean;
  onClose: () => void;
  vaultId: string;
}

export function AddCustomQuestionDialog({ open, onClose, vaultId }: AddCustomQuestionDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Add Custom Question</DialogTitle>
      <AddCustomQuestionForm vaultId={vaultId} onClose={onClose} />
    </Dialog>
  );
}
