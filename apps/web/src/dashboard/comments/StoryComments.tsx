import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CommentView } from '@storyvault/contracts';
import { relativeTime } from '../activity/relativeTime';
import { useDashboardToast } from '../data/useDashboardToast';
import { ConfirmDialog } from '../dialogs/ConfirmDialog';
import { CommentForm } from './CommentForm';
import { useComments } from './useComments';
import { useT } from '../../i18n/LanguageContext';

interface StoryCommentsProps {
  vaultId: string;
  storyId: string;
  /** Read only while the story is open. */
  open: boolean;
}

/** The family's comments under a story: who wrote what and when, a field to add one, and Delete where allowed. */
export function StoryComments({ vaultId, storyId, open }: StoryCommentsProps) {
  const t = useT();
  const titleId = useId();
  const { list, post, remove } = useComments(vaultId, storyId, open);
  const notify = useDashboardToast();
  const [deleting, setDeleting] = useState<CommentView | null>(null);
  const pages = list.data?.pages ?? [];
  // Each page is oldest first, and each later page is earlier in time.
  const comments = [...pages].reverse().flatMap((page) => page.data);
  const total = Math.max(pages[0]?.total ?? 0, comments.length);

  const onPost = (text: string) =>
    post.mutateAsync(text).catch((error: unknown) => {
      notify.failure(t('dashboard.comments.postFailed'), error);
      throw error;
    });

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => setDeleting(null),
      onError: (error) => {
        setDeleting(null);
        notify.failure(t('dashboard.comments.deleteFailed'), error);
      },
    });
  };

  return (
    <Box component="section" aria-labelledby={titleId} sx={{ mt: 4 }}>
      <Typography id={titleId} variant="h3" component="h3" sx={{ mb: 1.5 }}>
        {list.data ? t('dashboard.comments.titleCount', { count: total }) : t('dashboard.comments.title')}
      </Typography>
      {list.error ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t('dashboard.comments.failed')}
        </Alert>
      ) : list.isPending ? (
        <CircularProgress size={24} aria-label={t('dashboard.comments.loading')} />
      ) : comments.length === 0 ? (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('dashboard.comments.empty')}
        </Typography>
      ) : (
        <>
          {list.hasNextPage && (
            <Button
              variant="text"
              disabled={list.isFetchingNextPage}
              onClick={() => void list.fetchNextPage()}
              sx={{ mb: 1, ml: -1 }}
            >
              {list.isFetchingNextPage ? t('dashboard.comments.loadingEarlier') : t('dashboard.comments.showEarlier')}
            </Button>
          )}
          <Box component="ul" sx={{ listStyle: 'none', m: 0, mb: 2, p: 0, display: 'grid', gap: 1.5 }}>
            {comments.map((comment) => (
              <Box component="li" key={comment.id} sx={{ p: 2, bgcolor: 'background.default', borderRadius: 2 }}>
                <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
                  <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{comment.author.name}</Typography>
                  <Typography color="text.secondary">
                    <time dateTime={comment.createdAt}>{relativeTime(comment.createdAt, Date.now(), t.language)}</time>
                  </Typography>
                </Stack>
                <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', mt: 0.5 }}>
                  {comment.text}
                </Typography>
                {comment.canDelete && (
                  <Button
                    variant="text"
                    color="error"
                    onClick={() => setDeleting(comment)}
                    aria-label={t('dashboard.comments.deleteBy', { name: comment.author.name })}
                    sx={{ mt: 0.5, ml: -1 }}
                  >
                    {t('dashboard.comments.delete')}
                  </Button>
                )}
              </Box>
            ))}
          </Box>
        </>
      )}
      <CommentForm pending={post.isPending} onPost={onPost} />
      <ConfirmDialog
        open={deleting !== null}
        title={t('dashboard.comments.deleteTitle')}
        text={t('dashboard.comments.deleteText')}
        confirmLabel={t('dashboard.comments.delete')}
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
    </Box>
  );
}
