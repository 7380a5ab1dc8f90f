import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useDashboardToast } from '../data/useDashboardToast';
import { useSuggestions, useWaitingPhotoQuestions } from './useSuggestions';

const PLACED = { next: 'It will be the next question asked.', last: 'It is now at the end of the queue.' };

/**
 * The owner's 'Suggested by family': each open suggestion and each contributor's photo question
 * (its photo small), who sent it, and Ask next, Add to end of queue (a photo question: Add to queue) or Dismiss. Hidden when none.
 */
export function SuggestedByFamily({ vaultId }: { vaultId: string }) {
  const titleId = useId();
  const { list, accept, dismiss } = useSuggestions(vaultId);
  const photos = useWaitingPhotoQuestions(vaultId);
  const notify = useDashboardToast();
  const suggestions = list.data ?? [];
  const photoQuestions = photos.list.data ?? [];
  if (suggestions.length === 0 && photoQuestions.length === 0) return null;
  const busy = accept.isPending || dismiss.isPending || photos.accept.isPending || photos.dismiss.isPending;

  return (
    <Card component="section" aria-labelledby={titleId} sx={{ p: { xs: 2.5, sm: 3 } }}>
      <Typography id={titleId} variant="h2" sx={{ mb: 2 }}>
        Suggested by family
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
        {suggestions.map((suggestion) => (
          <Box component="li" key={suggestion.id} sx={{ p: 2, bgcolor: 'background.default', borderRadius: 2 }}>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{suggestion.text}</Typography>
            <Typography color="text.secondary">{`Suggested by ${suggestion.suggestedBy.name}`}</Typography>
            <Stack direction="row" spacing={1.5} useFlexGap sx={{ mt: 1.5, flexWrap: 'wrap' }}>
              {(['next', 'last'] as const).map((placement) => (
                <Button
                  key={placement}
                  variant={placement === 'next' ? 'contained' : 'outlined'}
                  disabled={busy}
                  onClick={() =>
                    accept.mutate(
                      { suggestionId: suggestion.id, placement },
                      {
                        onSuccess: () => notify.success('Question added', PLACED[placement]),
                        onError: (error) => notify.failure('Failed to add question', error),
                      },
                    )
                  }
                >
                  {placement === 'next' ? 'Ask next' : 'Add to end of queue'}
                </Button>
              ))}
              <Button
                variant="outlined"
                disabled={busy}
                onClick={() =>
                  dismiss.mutate(suggestion.id, {
                    onError: (error) => notify.failure('Failed to dismiss', error),
                  })
                }
              >
                Dismiss
              </Button>
            </Stack>
          </Box>
        ))}
        {photoQuestions.map((waiting) => (
          <Box component="li" key={waiting.questionId} sx={{ p: 2, bgcolor: 'background.default', borderRadius: 2 }}>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
              <Box
                component="img"
                src={waiting.thumbnailUrl}
                alt="The photo of this question"
                sx={{ width: 72, height: 72, objectFit: 'cover', borderRadius: 1, flexShrink: 0 }}
              />
              <Box>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{waiting.question.text}</Typography>
                <Typography color="text.secondary">{`Photo question from ${waiting.addedBy.name}`}</Typography>
              </Box>
            </Stack>
            <Stack direction="row" spacing={1.5} useFlexGap sx={{ mt: 1.5, flexWrap: 'wrap' }}>
              <Button
                variant="contained"
                disabled={busy}
                onClick={() =>
                  photos.accept.mutate(waiting.questionId, {
                    onSuccess: () => notify.success('Question added', 'It is now in the queue.'),
                    onError: (error) => notify.failure('Failed to add question', error),
                  })
                }
              >
                Add to queue
              </Button>
              <Button
                variant="outlined"
                disabled={busy}
                onClick={() =>
                  photos.dismiss.mutate(waiting.questionId, {
                    onError: (error) => notify.failure('Failed to dismiss', error),
                  })
                }
              >
                Dismiss
              </Button>
            </Stack>
          </Box>
        ))}
      </Box>
    </Card>
  );
}
