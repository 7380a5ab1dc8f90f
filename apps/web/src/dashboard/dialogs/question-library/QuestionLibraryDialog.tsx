import { useId } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { Language, VaultQuestionView } from '@storyvault/contracts';
import { QuestionLibraryBrowser } from './QuestionLibraryBrowser';
import { useT } from '../../../i18n/LanguageContext';

interface QuestionLibraryDialogProps {
  open: boolean;
  onClose: () => void;
  vaultId: string;
  vaultQuestions: VaultQuestionView[];
  /** The vault's language: the library is shown in it, as the senior will be asked. */
  language: Language;
}

export function QuestionLibraryDialog({
  open,
  onClose,
  vaultId,
  vaultQuestions,
  language,
}: QuestionLibraryDialogProps) {
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
      <DialogTitle id={titleId}>{t('dashboard.questionLibrary.title')}</DialogTitle>
      {/* Unmounted while closed, so every opening starts with nothing selected. */}
      <QuestionLibraryBrowser vaultId={vaultId} vaultQuestions={vaultQuestions} language={language} onClose={onClose} />
    </Dialog>
  );
}
