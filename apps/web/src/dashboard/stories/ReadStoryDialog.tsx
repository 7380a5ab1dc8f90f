import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { StoryPhotoView, StoryView } from '@storyvault/contracts';
import { apiErrorMessage, apiRequest } from '../../api/client';
import { StoryComments } from '../comments/StoryComments';
import { useCurrentVault } from '../data/useCurrentVault';
import { canAddPhotos } from '../data/vaultRole';
import { AddStoryPhoto } from './AddStoryPhoto';
import { formatStoryDate } from './formatDate';
import { StoryPhotos } from './StoryPhotos';
import { LeftOutNote } from './LeftOutNote';
import { PlayRecordingButton } from './PlayRecordingButton';
import { TranscriptNote } from './TranscriptNote';
import { seniorFirstName } from './transcriptNote';
import { useT } from '../../i18n/LanguageContext';

interface ReadStoryDialogProps {
  open: boolean;
  onClose: () => void;
  story: StoryView;
  vaultId: string;
}

/**
 * The whole story in large, calm type, with its recording to play (a voice story), its photos and the
 * family's comments: what 'Read Story' and a new-story email's link open.
 */
export function ReadStoryDialog({ open, onClose, story, vaultId }: ReadStoryDialogProps) {
  const t = useT();
  const titleId = useId();
  const { vault } = useCurrentVault();
  const [photos, setPhotos] = useState(story.photos);
  const [removing, setRemoving] = useState<string | null>(null);
  const [removeError, setRemoveError] = useState<string | null>(null);

  const remove = async (photo: StoryPhotoView) => {
    setRemoving(photo.url);
    setRemoveError(null);
    try {
      const photoId = photo.id ?? photo.url.split('/').pop()!;
      await apiRequest('DELETE', `/api/vaults/${encodeURIComponent(vaultId)}/stories/${story.id}/photos/${photoId}`);
      setPhotos((current) => current.filter((p) => p.url !== photo.url));
    } catch (failure) {
      setRemoveError(apiErrorMessage(failure) ?? t('dashboard.photos.removeFailed'));
    } finally {
      setRemoving(null);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md" scroll="paper">
      <DialogTitle id={titleId}>{story.title}</DialogTitle>
      <DialogContent dividers tabIndex={0}>
        {story.title !== story.question.text && (
          <Typography sx={{ mb: 1, fontStyle: 'italic' }}>{story.question.text}</Typography>
        )}
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {story.period
            ? t('dashboard.story.dateAndPeriod', {
                date: formatStoryDate(story.createdAt, t.language),
                period: story.period,
              })
            : formatStoryDate(story.createdAt, t.language)}
        </Typography>
        {story.photoUrl && (
          <Box
            component="img"
            src={story.photoUrl}
            alt={t('dashboard.story.questionPhoto')}
            sx={{ display: 'block', maxWidth: '100%', maxHeight: '60vh', borderRadius: 2, mb: 2 }}
          />
        )}
        {story.audioUrl && (
          <Box sx={{ mb: 2 }} data-testid="story-recording">
            <PlayRecordingButton
              src={story.audioUrl}
              player={{
                label: t('dashboard.story.recordingLabel', {
                  known: vault?.seniorName?.trim() ? 'yes' : 'no',
                  name: seniorFirstName(vault?.seniorName),
                  title: story.title,
                }),
              }}
            />
          </Box>
        )}
        <Typography sx={{ fontSize: '1.15rem', lineHeight: 1.8, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {story.fullText}
        </Typography>
        <TranscriptNote story={story} />
        <LeftOutNote story={story} />
        <StoryPhotos photos={photos} size="large" onRemove={(photo) => void remove(photo)} removing={removing} />
        {removeError && (
          <Alert severity="error" sx={{ mt: 1.5 }} role="alert">
            {removeError}
          </Alert>
        )}
        {vault && vault.id === vaultId && canAddPhotos(vault) && (
          <AddStoryPhoto
            vaultId={vaultId}
            storyId={story.id}
            onAdded={(photo) => setPhotos((current) => [...current, photo])}
          />
        )}
        <StoryComments vaultId={vaultId} storyId={story.id} open={open} />
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {t('dashboard.common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
