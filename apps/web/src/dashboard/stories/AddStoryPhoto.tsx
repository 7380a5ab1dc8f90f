import { useId, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { STORY_PHOTO_LIMITS, type StoryPhotoView } from '@storyvault/contracts';
import { apiErrorMessage, apiUpload } from '../../api/client';
import { useT } from '../../i18n/LanguageContext';

interface AddStoryPhotoProps {
  vaultId: string;
  storyId: string;
  onAdded: (photo: StoryPhotoView) => void;
}

/** "Add a photo" for the owner and contributors: one image file, sent to the story; the api's refusal shown as sent. */
export function AddStoryPhoto({ vaultId, storyId, onAdded }: AddStoryPhotoProps) {
  const t = useT();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    setUploading(true);
    const form = new FormData();
    form.append(STORY_PHOTO_LIMITS.field, file, file.name);
    try {
      onAdded(
        await apiUpload<StoryPhotoView>(
          `/api/vaults/${encodeURIComponent(vaultId)}/stories/${encodeURIComponent(storyId)}/photos`,
          form,
        ),
      );
    } catch (failure) {
      setError(apiErrorMessage(failure) ?? t('dashboard.storyPhotos.addFailed'));
    } finally {
      setUploading(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <Box sx={{ mt: 2 }}>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept={STORY_PHOTO_LIMITS.types.join(',')}
        hidden
        aria-label={t('dashboard.storyPhotos.choose')}
        onChange={(event) => void upload(event.target.files?.[0])}
      />
      <Button
        variant="outlined"
        onClick={() => input.current?.click()}
        disabled={uploading}
        startIcon={uploading ? <CircularProgress size={16} aria-hidden /> : undefined}
        aria-controls={inputId}
      >
        {uploading ? t('dashboard.storyPhotos.uploading') : t('dashboard.storyPhotos.add')}
      </Button>
      {error && (
        <Alert severity="error" sx={{ mt: 1.5 }} role="alert">
          {error}
        </Alert>
      )}
    </Box>
  );
}
