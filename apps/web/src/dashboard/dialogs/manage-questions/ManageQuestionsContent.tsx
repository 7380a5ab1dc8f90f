import { useState } from 'react';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useDelete } from 'react-admin';
import type { VaultQuestionView } from '@storyvault/contracts';
import { useDashboardToast } from '../../data/useDashboardToast';
import { useRefreshVaultData } from '../../data/useRefreshVaultData';
import { RESOURCES } from '../../providers/resources';
import { AddPhotoQuestion } from '../../photo-questions/AddPhotoQuestion';
import { ConfirmRemoveDialog } from './ConfirmRemoveDialog';
import { SortableQuestionList } from './SortableQuestionList';
import { useReorderQuestions } from './useReorderQuestions';

interface ManageQuestionsContentProps {
  vaultId: string;
  questions: VaultQuestionView[];
  onClose: () => void;
}

export function ManageQuestionsContent({ vaultId, questions, onClose }: ManageQuestionsContentProps) {
  const [confirming, setConfirming] = useState<VaultQuestionView | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const reorder = useReorderQuestions(vaultId);
  const [deleteOne, { isPending: deleting }] = useDelete<VaultQuestionView>();
  const refresh = useRefreshVaultData();
  const notify = useDashboardToast();
  // While a new order is being saved, show it as arranged rather than the order last read.
  const shown = reorder.isPending && reorder.variables ? reorder.variables : questions;

  const onReorder = (list: VaultQuestionView[]) =>
    reorder.mutate(list, { onError: (error) => notify.failure('Failed to reorder questions', error) });

  const onConfirmRemove = () => {
    const item = confirming;
    setConfirmOpen(false);
    if (!item) return;
    deleteOne(
      RESOURCES.vaultQuestions,
      { id: item.id, previousData: item, meta: { vaultId } },
      {
        onSuccess: () => {
          notify.success('Question removed');
          void refresh();
        },
        onError: (error) => notify.failure('Failed to remove question', error),
      },
    );
  };

  return (
    <>
      <DialogContent dividers>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Questions go out from the top. Drag a question by its handle, or type a new position.
        </Typography>
        {shown.length === 0 ? (
          <Typography>No questions available</Typography>
        ) : (
          <SortableQuestionList
            questions={shown}
            disabled={reorder.isPending || deleting}
            onReorder={onReorder}
            onDelete={(item) => {
              setConfirming(item);
              setConfirmOpen(true);
            }}
          />
        )}
        <Divider sx={{ my: 3 }} />
        <AddPhotoQuestion
          vaultId={vaultId}
          onAdded={() => {
            notify.success('Photo question added');
            void refresh();
          }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button variant="contained" onClick={onClose}>
          Close
        </Button>
      </DialogActions>
      <ConfirmRemoveDialog
        open={confirmOpen}
        questionText={confirming?.question.text ?? ''}
        onCancel={() => setConfirmOpen(false)}
        onConfirm={onConfirmRemove}
      />
    </>
  );
}
