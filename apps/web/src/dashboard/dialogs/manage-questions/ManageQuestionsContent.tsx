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
import { useT } from '../../../i18n/LanguageContext';

interface ManageQuestionsContentProps {
  vaultId: string;
  questions: VaultQuestionView[];
  onClose: () => void;
}

export function ManageQuestionsContent({ vaultId, questions, onClose }: ManageQuestionsContentProps) {
  const t = useT();
  const [confirming, setConfirming] = useState<VaultQuestionView | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const reorder = useReorderQuestions(vaultId);
  const [deleteOne, { isPending: deleting }] = useDelete<VaultQuestionView>();
  const refresh = useRefreshVaultData();
  const notify = useDashboardToast();
  // While a new order is being saved, show it as arranged rather than the order last read.
  const shown = reorder.isPending && reorder.variables ? reorder.variables : questions;

  const onReorder = (list: VaultQuestionView[]) =>
    reorder.mutate(list, { onError: (error) => notify.failure(t('dashboard.manageQuestions.reorderFailed'), error) });

  const onConfirmRemove = () => {
    const item = confirming;
    setConfirmOpen(false);
    if (!item) return;
    deleteOne(
      RESOURCES.vaultQuestions,
      { id: item.id, previousData: item, meta: { vaultId } },
      {
        onSuccess: () => {
          notify.success(t('dashboard.manageQuestions.removed'));
          void refresh();
        },
        onError: (error) => notify.failure(t('dashboard.manageQuestions.removeFailed'), error),
      },
    );
  };

  return (
    <>
      <DialogContent dividers>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('dashboard.manageQuestions.intro')}
        </Typography>
        {shown.length === 0 ? (
          <Typography>{t('dashboard.manageQuestions.none')}</Typography>
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
            notify.success(t('dashboard.suggestions.photoAdded'));
            void refresh();
          }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button variant="contained" onClick={onClose}>
          {t('dashboard.common.close')}
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
