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

interface StoryCommentsProps {
  vaultId: string;
  storyId: string;
  /** Read only while the story is open. */
  open: boolean;
}

/** The family's comments under a story: who wrote what and when, a field to add one, and Delete where allowed. */
export function StoryComments({ vaultId, storyId, open }: StoryCommentsProps) {
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
      notify.failure('Failed to post comment', error);
      throw error;
    });

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => setDeleting(null),
      onError: (error) => {
        setDeleting(null);
        notify.failure('Failed to delete comment', error);
      },
    });
  };

  return (
    <Box component="section" aria-labelledby={titleId} sx={{ mt: 4 }}>
      <Typography id={titleId} variant="h3" component="h3" sx={{ mb: 1.5 }}>
        {list.data ? `Comments (${total})` : 'Comments'}
      </Typography>
      {list.error ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          Failed to fetch comments
        </Alert>
      ) : list.isPending ? (
        <CircularProgress size={24} aria-label="Loading comments" />
      ) : comments.length === 0 ? (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          No comments yet. Be the first to say what this story means to you.
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
              {list.isFetchingNextPage ? 'Loading earlier comments…' : 'Show earlier comments'}
            </Button>
          )}
          <Box component="ul" sx={{ listStyle: 'none', m: 0, mb: 2, p: 0, display: 'grid', gap: 1.5 }}>
            {comments.map((comment) => (
              <Box component="li" key={comment.id} sx={{ p: 2, bgcolor: 'background.default', borderRadius: 2 }}>
                <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
                  <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{comment.author.name}</Typography>
                  <Typography color="text.secondary">
                    <time dateTime={comment.createdAt}>{relativeTime(comment.createdAt)}</time>
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
                    aria-label={`Delete comment by ${comment.author.name}`}
                    sx={{ mt: 0.5, ml: -1 }}
                  >
                    Delete
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
        title="Delete this comment?"
        text="It will be removed for everyone."
        confirmLabel="Delete"
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
    </Box>
  );
}
