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
import { joinLosses, restoreLosses } from './revisionChanges';
import { RevisionDiff } from './RevisionDiff';
import { STORIES_KEY, storyCuration } from './storyCuration';

interface StoryHistoryDialogProps {
  open: boolean;
  onClose: () => void;
  story: StoryView;
  vaultId: string;
}

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'long', timeStyle: 'short' });

function byWhom(revision: StoryRevisionView, senior: string): string {
  if (revision.original) return `As ${senior} shared it`;
  return `Edited by ${revision.by ?? 'someone no longer in the family circle'}`;
}

/**
 * Every version of a story, newest first, the one it arrived as last, each with what it changed from
 * the one before highlighted; any earlier one can come back, after asking when that would drop the
 * story's title or year.
 */
export function StoryHistoryDialog({ open, onClose, story, vaultId }: StoryHistoryDialogProps) {
  const titleId = useId();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const senior = useCurrentVault().vault?.seniorName || 'your loved one';
  const [restoring, setRestoring] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [asking, setAsking] = useState<{ revision: StoryRevisionView; losses: string[] } | null>(null);
  const { data, isPending, isError } = useQuery({
    queryKey: [...STORIES_KEY, 'revisions', vaultId, story.id],
    queryFn: () => storyCuration.revisions(vaultId, story.id),
    enabled: open,
  });

  const askThenRestore = (revision: StoryRevisionView) => {
    const current = data?.find((candidate) => candidate.current);
    const losses = current ? restoreLosses(current, revision) : [];
    if (losses.length > 0) setAsking({ revision, losses });
    else void restore(revision);
  };

  const restore = async (revision: StoryRevisionView) => {
    setAsking(null);
    setRestoring(revision.id);
    setError(null);
    try {
      await storyCuration.restoreRevision(vaultId, story.id, revision.id);
      await queryClient.invalidateQueries({ queryKey: STORIES_KEY });
      toast({ title: 'Version restored', description: 'The story shows this version again; nothing was lost.' });
    } catch (failure) {
      setError(apiErrorMessage(failure) ?? 'The version could not be restored. Please try again.');
    } finally {
      setRestoring(null);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md" scroll="paper">
      <DialogTitle id={titleId}>History of “{story.title}”</DialogTitle>
      <DialogContent dividers tabIndex={0}>
        {isPending ? (
          <CircularProgress size={28} aria-label="Loading the history" />
        ) : isError ? (
          <Alert severity="error">The history could not be loaded.</Alert>
        ) : (
          <Stack component="ol" spacing={2} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {data.map((revision, index) => (
              <Box component="li" key={revision.id} sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 2 }}>
                <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                  <Typography sx={{ fontWeight: 700 }}>{byWhom(revision, senior)}</Typography>
                  <Typography color="text.secondary">{when(revision.at)}</Typography>
                  {revision.current && <Chip label="Current version" color="primary" size="small" />}
                  {revision.original && <Chip label="Original" variant="outlined" size="small" />}
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
                      {revision.fullText || '(no text: the recording is the story)'}
                    </Typography>
                    {revision.tags.length > 0 && (
                      <Typography color="text.secondary" sx={{ mt: 1 }}>
                        Tags: {revision.tags.join(', ')}
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
                    Restore this version
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
          Close
        </Button>
      </DialogActions>
      <ConfirmDialog
        open={asking !== null}
        title="Restore this version?"
        text={
          asking
            ? `The story would lose ${joinLosses(asking.losses)}: this version has none. What it has now stays in the history, so it can come back.`
            : undefined
        }
        confirmLabel="Restore anyway"
        onCancel={() => setAsking(null)}
        onConfirm={() => asking && void restore(asking.revision)}
      />
    </Dialog>
  );
}
