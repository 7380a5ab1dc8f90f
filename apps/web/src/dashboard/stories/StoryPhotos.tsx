import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { StoryPhotoView, StoryView } from '@storyvault/contracts';
import { useT } from '../../i18n/LanguageContext';

interface StoryPhotosProps {
  photos: StoryView['photos'];
  size?: 'small' | 'large';
  /** Offers "Remove photo" under the photos the reader may remove. */
  onRemove?: (photo: StoryPhotoView) => void;
  /** The photo being removed, its button disabled meanwhile. */
  removing?: string | null;
}

/** The photos of a story: those that came with the answer (e.g. attached to an emailed reply), then the family's. */
export function StoryPhotos({ photos, size = 'small', onRemove, removing }: StoryPhotosProps) {
  const t = useT();
  if (!photos?.length) return null;
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        mt: size === 'large' ? 3 : 1.5,
        p: 0,
        display: 'grid',
        gap: size === 'large' ? 2 : 1,
        gridTemplateColumns:
          size === 'large' ? 'repeat(auto-fill, minmax(240px, 1fr))' : 'repeat(auto-fill, minmax(120px, 1fr))',
      }}
    >
      {photos.map((photo) => (
        <li key={photo.url}>
          <a href={photo.url} target="_blank" rel="noreferrer">
            <Box
              component="img"
              // A card downloads the small copy (320 px); reading the story, the screen's copy.
              src={size === 'large' ? photo.url : (photo.thumbnailUrl ?? photo.url)}
              alt={t('dashboard.photos.alt', { filename: photo.filename })}
              loading="lazy"
              // Reading the story, a photo shows whole; on the timeline, as a square thumbnail.
              sx={
                size === 'large'
                  ? { display: 'block', width: '100%', maxHeight: 480, objectFit: 'contain', borderRadius: 2 }
                  : { display: 'block', width: '100%', aspectRatio: '1', objectFit: 'cover', borderRadius: 2 }
              }
            />
          </a>
          {size === 'large' && photo.addedBy && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {t('dashboard.photos.addedBy', { name: photo.addedBy.name })}
            </Typography>
          )}
          {onRemove && photo.canRemove && (
            <Button
              size="small"
              color="error"
              onClick={() => onRemove(photo)}
              disabled={removing === photo.url}
              aria-label={t('dashboard.photos.removeNamed', { filename: photo.filename })}
            >
              {t('dashboard.photos.remove')}
            </Button>
          )}
        </li>
      ))}
    </Box>
  );
}
