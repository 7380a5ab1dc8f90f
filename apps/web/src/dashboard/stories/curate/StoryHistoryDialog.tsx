import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { StoryRevisionView, StoryView } from '@storyvault/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiErrorMessage } from '../../../api/client';
import { useToast } from '../../../components/toast/useToast';
import { ConfirmDialog } from '../../dialogs/ConfirmDialog';
import { useCurrentVault } from '../../data/useCurrentVault';
import { restoreLoss, type RestoreLoss } from './revisionChanges';
import { RevisionDiff } from './RevisionDiff';
import { STORIES_KEY, storyCuration } from './storyCuration';
import { useT, type Translate } from '../../../i18n/LanguageContext';

interface StoryHistoryDialogProps {
  open: boolean;
  onClose: () => void;
  story: StoryView;
  vaultId: string;
}

/** When a version was made, in the reader's language: "March 3, 2025 at 4:05 PM", "3. März 2025 um 16:05". */
const when = (iso: string, t: Translate) =>
  new Date(iso).toLocaleString(t.language === 'en' ? 'en-US' : t.language, { dateStyle: 'long', timeStyle: 'short' });

function byWhom(revision: StoryRevisionView, senior: string | undefined, t: Translate): string {
  if (revision.original)
    return t('dashboard.storyHistory.original', { known: senior ? 'yes' : 'no', name: senior ?? '' });
  return t('dashboard.storyHistory.editedBy', { known: revision.by ? 'yes' : 'no', name: revision.by ?? '' });
}

/**
 * Every version of a story, newest first, the one it arrived as last, each with what it changed from
 * the one before highlighted; any earlier one can come back, after asking when that would drop the
 * story's title or year.
 */
export function StoryHistoryDialog({ open, onClose, story, vaultId }: StoryHistoryDialogProps) {
  const t = useT();
  const titleId = useId();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const senior = useCurrentVault().vault?.seniorName || undefined;
  const [restoring, setRestoring] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [asking, setAsking] = useState<{ revision: StoryRevisionView; loss: RestoreLoss } | null>(null);
  const { data, isPending, isError } = useQuery({
    queryKey: [...STORIES_KEY, 'revisions', vaultId, story.id],
    queryFn: () => storyCuration.revisions(vaultId, story.id),
    enabled: open,
  });

  const askThenRestore = (revision: StoryRevisionView) => {
    const current = data?.find((candidate) => candidate.current);
    const loss = current ? restoreLoss(current, revision) : null;
    if (loss) setAsking({ revision, loss });
    else void restore(revision);
  };

  const restore = async (revision: StoryRevisionView) => {
    setAsking(null);
    setRestoring(revision.id);
    setError(null);
    try {
      await storyCuration.restoreRevision(vaultId, story.id, revision.id);
      await queryClient.invalidateQueries({ queryKey: STORIES_KEY });
      toast({ title: t('dashboard.storyHistory.restored'), description: t('dashboard.storyHistory.restoredText') });
    } catch (failure) {
      setError(apiErrorMessage(failure) ?? t('dashboard.storyHistory.restoreFailed'));
    } finally {
      setRestoring(null);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md" scroll="paper">
      <DialogTitle id={titleId}>{t('dashboard.storyHistory.title', { title: story.title })}</DialogTitle>
      <DialogContent dividers tabIndex={0}>
        {isPending ? (
          <CircularProgress size={28} aria-label={t('dashboard.storyHistory.loading')} />
        ) : isError ? (
          <Alert severity="error">{t('dashboard.storyHistory.failed')}</Alert>
        ) : (
          <Stack component="ol" spacing={2} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {data.map((revision, index) => (
              <Box component="li" key={revision.id} sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 2 }}>
                <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                  <Typography sx={{ fontWeight: 700 }}>{byWhom(revision, senior, t)}</Typography>
                  <Typography color="text.secondary">{when(revision.at, t)}</Typography>
                  {revision.current && (
                    <Chip label={t('dashboard.storyHistory.current')} color="primary" size="small" />
                  )}
                  {revision.original && (
                    <Chip label={t('dashboard.storyHistory.originalChip')} variant="outlined" size="small" />
                  )}
                </Stack>
                <Typography variant="h3" sx={{ mt: 1, fontSize: '1.1rem', overflowWrap: 'anywhere' }}>
                  {revision.title ?? story.question.text}
                  {revision.period ? ` · ${revision.period}` : ''}
                </Typography>
                {data[index + 1] ? (
                  <RevisionDiff revision={revision} previous={data[index + 1]} questionText={story.question.text} />
                ) : (
                  <>
                    <Typography sx={{ mt: 1, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                      {revision.fullText || t('dashboard.storyHistory.noText')}
                    </Typography>
                    {revision.tags.length > 0 && (
                      <Typography color="text.secondary" sx={{ mt: 1 }}>
                        {t('dashboard.storyHistory.tags', { tags: revision.tags.join(', ') })}
                      </Typography>
                    )}
                  </>
                )}
                {!revision.current && (
                  <Button
                    variant="outlined"
                    sx={{ mt: 1.5 }}
                    disabled={restoring !== null}
                    aria-busy={restoring === revision.id}
                    onClick={() => askThenRestore(revision)}
                  >
                    {t('dashboard.storyHistory.restore')}
                  </Button>
                )}
              </Box>
            ))}
          </Stack>
        )}
        {error && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {t('dashboard.common.close')}
        </Button>
      </DialogActions>
      <ConfirmDialog
        open={asking !== null}
        title={t('dashboard.storyHistory.askTitle')}
        text={asking ? t('dashboard.storyHistory.askText', { ...asking.loss }) : undefined}
        confirmLabel={t('dashboard.storyHistory.restoreAnyway')}
        onCancel={() => setAsking(null)}
        onConfirm={() => asking && void restore(asking.revision)}
      />
    </Dialog>
  );
}
