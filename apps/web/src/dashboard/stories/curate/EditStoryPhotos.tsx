import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { StoryPhotoView } from '@storyvault/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { apiErrorMessage, apiRequest } from '../../../api/client';
import { AddStoryPhoto } from '../AddStoryPhoto';
import { StoryPhotos } from '../StoryPhotos';
import { STORIES_KEY } from './storyCuration';
import { useT } from '../../../i18n/LanguageContext';

/**
 * The story's photos in "Edit story": the owner adds photos and removes those the family added;
 * the photos that came with the answer stay (they are part of what was sent).
 */
export function EditStoryPhotos({
  vaultId,
  storyId,
  photos,
}: {
  vaultId: string;
  storyId: string;
  photos: StoryPhotoView[];
}) {
  const t = useT();
  const queryClient = useQueryClient();
  const [shown, setShown] = useState(photos);
  const [removing, setRemoving] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: STORIES_KEY });

  const remove = async (photo: StoryPhotoView) => {
    setRemoving(photo.url);
    setError(null);
    try {
      const photoId = photo.id ?? photo.url.split('/').pop()!;
      await apiRequest('DELETE', `/api/vaults/${encodeURIComponent(vaultId)}/stories/${storyId}/photos/${photoId}`);
      setShown((current) => current.filter((p) => p.url !== photo.url));
      await refresh();
    } catch (failure) {
      setError(apiErrorMessage(failure) ?? t('dashboard.photos.removeFailed'));
    } finally {
      setRemoving(null);
    }
  };

  return (
    <Box component="section" aria-label={t('dashboard.storyEdit.photos')}>
      <Typography sx={{ fontWeight: 700 }}>{t('dashboard.storyEdit.photos')}</Typography>
      <Typography color="text.secondary">{t('dashboard.storyEdit.photosStay')}</Typography>
      <StoryPhotos photos={shown} onRemove={(photo) => void remove(photo)} removing={removing} />
      {error && (
        <Alert severity="error" role="alert" sx={{ mt: 1.5 }}>
          {error}
        </Alert>
      )}
      <AddStoryPhoto
        vaultId={vaultId}
        storyId={storyId}
        onAdded={(photo) => {
          setShown((current) => [...current, photo]);
          void refresh();
        }}
      />
    </Box>
  );
}
