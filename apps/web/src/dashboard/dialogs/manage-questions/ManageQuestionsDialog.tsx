import { useId } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { VaultQuestionView } from '@storyvault/contracts';
import { ManageQuestionsContent } from './ManageQuestionsContent';
import { useT } from '../../../i18n/LanguageContext';

interface ManageQuestionsDialogProps {
  open: boolean;
  onClose: () => void;
  vaultId: string;
  questions: VaultQuestionView[];
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

export function ManageQuestionsDialog({ open, onClose, vaultId, questions }: ManageQuestionsDialogProps) {
  const t = useT();
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="md"
      fullScreen={fullScreen}
      scroll="paper"
    >
      {/* The dialog is named by the title text alone; the count badge sits beside it. */}
      <DialogTitle id={`${titleId}-heading`} sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <span id={titleId}>{t('dashboard.manageQuestions.title')}</span>
        <Chip
          color="primary"
          label={
            <>
              {questions.length}
              <Box component="span" sx={visuallyHidden}>
                {' '}
                {t('dashboard.manageQuestions.countWord', { count: questions.length })}
              </Box>
            </>
          }
        />
      </DialogTitle>
      <ManageQuestionsContent vaultId={vaultId} questions={questions} onClose={onClose} />
    </Dialog>
  );
}
