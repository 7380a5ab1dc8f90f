import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { StoryView } from '@storyvault/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { apiErrorMessage } from '../../../api/client';
import { useToast } from '../../../components/toast/useToast';
import { useCurrentVault } from '../../data/useCurrentVault';
import { isOwnerOf } from '../../data/vaultRole';
import { useOpenedOnce } from '../../dialogs/lazyDialog';
import { EditStoryDialog, StoryHistoryDialog } from '../storyDialogs';
import { STORIES_KEY, storyCuration, useSubscriptionEnded } from './storyCuration';
import { useT } from '../../../i18n/LanguageContext';

type Open = 'edit' | 'history' | 'delete' | null;

/**
 * The owner's tools on a story: "Edit story", "History" and "Delete story" (confirmed, with an
 * undo in the notification). Members see none; nor does an owner whose subscription ended.
 */
export function StoryCurationActions({ story, vaultId }: { story: StoryView; vaultId: string }) {
  const t = useT();
  const { vault } = useCurrentVault();
  const owner = Boolean(vault && vault.id === vaultId && isOwnerOf(vault));
  const ended = useSubscriptionEnded(owner);
  const [open, setOpen] = useState<Open>(null);
  const deleteOpened = useOpenedOnce(open === 'delete');
  if (!owner || ended) return null;
  const close = () => setOpen(null);

  return (
    <>
      <Button variant="outlined" onClick={() => setOpen('edit')}>
        {t('dashboard.storyEdit.title')}
      </Button>
      <Button variant="text" onClick={() => setOpen('history')}>
        {t('dashboard.storyHistory.open')}
      </Button>
      <Button variant="text" color="error" onClick={() => setOpen('delete')}>
        {t('dashboard.storyDelete.button')}
      </Button>
      <EditStoryDialog open={open === 'edit'} onClose={close} story={story} vaultId={vaultId} />
      <StoryHistoryDialog open={open === 'history'} onClose={close} story={story} vaultId={vaultId} />
      {deleteOpened && <DeleteStoryDialog open={open === 'delete'} onClose={close} story={story} vaultId={vaultId} />}
    </>
  );
}

interface DeleteStoryDialogProps {
  open: boolean;
  onClose: () => void;
  story: StoryView;
  vaultId: string;
}

function DeleteStoryDialog({ open, onClose, story, vaultId }: DeleteStoryDialogProps) {
  const t = useT();
  const titleId = useId();
  const textId = useId();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [deleting, setDeleting] = useState(false);
  const [deleted, setDeleted] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const refresh = () => queryClient.invalidateQueries({ queryKey: STORIES_KEY });
  const undo = async () => {
    try {
      await storyCuration.restore(vaultId, story.id);
      await refresh();
      toast({ title: t('dashboard.recentlyDeleted.restored') });
    } catch (failure) {
      toast({
        title: t('dashboard.recentlyDeleted.restoreFailed'),
        description: apiErrorMessage(failure) ?? t('dashboard.recentlyDeleted.tryAgain'),
        variant: 'destructive',
      });
    }
  };
  const confirm = async () => {
    setDeleting(true);
    setError(null);
    try {
      await storyCuration.remove(vaultId, story.id);
      // The button that opened the dialog goes with the story: focus moves to the collection's heading.
      setDeleted(true);
      onClose();
      toast({
        title: t('dashboard.storyDelete.done'),
        description: t('dashboard.storyDelete.doneText'),
        action: { label: t('dashboard.storyDelete.undo'), onAction: () => void undo() },
      });
      await refresh();
      document.querySelector<HTMLElement>('[data-story-collection-heading]')?.focus();
    } catch (failure) {
      setError(apiErrorMessage(failure) ?? t('dashboard.storyDelete.failed'));
    } finally {
      setDeleting(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      aria-describedby={textId}
      disableRestoreFocus={deleted}
    >
      <DialogTitle id={titleId}>{t('dashboard.storyDelete.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{t('dashboard.storyDelete.text', { title: story.title })}</DialogContentText>
        {error && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={deleting} autoFocus>
          {t('dashboard.storyDelete.keep')}
        </Button>
        <Button
          variant="contained"
          color="error"
          onClick={() => void confirm()}
          disabled={deleting}
          aria-busy={deleting}
        >
          {t('dashboard.storyDelete.button')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
