import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useDashboardToast } from '../data/useDashboardToast';
import { useSuggestions, useWaitingPhotoQuestions } from './useSuggestions';
import { useT } from '../../i18n/LanguageContext';

/**
 * The owner's 'Suggested by family': each open suggestion and each contributor's photo question
 * (its photo small), who sent it, and Ask next, Add to end of queue (a photo question: Add to queue) or Dismiss. Hidden when none.
 */
export function SuggestedByFamily({ vaultId }: { vaultId: string }) {
  const t = useT();
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
        {t('dashboard.suggestions.byFamily')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
        {suggestions.map((suggestion) => (
          <Box component="li" key={suggestion.id} sx={{ p: 2, bgcolor: 'background.default', borderRadius: 2 }}>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{suggestion.text}</Typography>
            <Typography color="text.secondary">
              {t('dashboard.suggestions.suggestedBy', { name: suggestion.suggestedBy.name })}
            </Typography>
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
                        onSuccess: () =>
                          notify.success(
                            t('dashboard.customQuestion.added'),
                            placement === 'next'
                              ? t('dashboard.suggestions.placedNext')
                              : t('dashboard.suggestions.placedLast'),
                          ),
                        onError: (error) => notify.failure(t('dashboard.customQuestion.addFailed'), error),
                      },
                    )
                  }
                >
                  {placement === 'next' ? t('dashboard.suggestions.askNext') : t('dashboard.suggestions.addLast')}
                </Button>
              ))}
              <Button
                variant="outlined"
                disabled={busy}
                onClick={() =>
                  dismiss.mutate(suggestion.id, {
                    onError: (error) => notify.failure(t('dashboard.suggestions.dismissFailed'), error),
                  })
                }
              >
                {t('dashboard.suggestions.dismiss')}
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
                alt={t('dashboard.suggestions.photoAlt')}
                sx={{ width: 72, height: 72, objectFit: 'cover', borderRadius: 1, flexShrink: 0 }}
              />
              <Box>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{waiting.question.text}</Typography>
                <Typography color="text.secondary">
                  {t('dashboard.suggestions.photoFrom', { name: waiting.addedBy.name })}
                </Typography>
              </Box>
            </Stack>
            <Stack direction="row" spacing={1.5} useFlexGap sx={{ mt: 1.5, flexWrap: 'wrap' }}>
              <Button
                variant="contained"
                disabled={busy}
                onClick={() =>
                  photos.accept.mutate(waiting.questionId, {
                    onSuccess: () =>
                      notify.success(t('dashboard.customQuestion.added'), t('dashboard.suggestions.inQueue')),
                    onError: (error) => notify.failure(t('dashboard.customQuestion.addFailed'), error),
                  })
                }
              >
                {t('dashboard.suggestions.addToQueue')}
              </Button>
              <Button
                variant="outlined"
                disabled={busy}
                onClick={() =>
                  photos.dismiss.mutate(waiting.questionId, {
                    onError: (error) => notify.failure(t('dashboard.suggestions.dismissFailed'), error),
                  })
                }
              >
                {t('dashboard.suggestions.dismiss')}
              </Button>
            </Stack>
          </Box>
        ))}
      </Box>
    </Card>
  );
}
