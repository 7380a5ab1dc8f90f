import Box from '@mui/material/Box';
import type { StoryView } from '@storyvault/contracts';

/** The photos that came with a story (e.g. attached to an emailed reply). */
export function StoryPhotos({ photos, size = 'small' }: { photos: StoryView['photos']; size?: 'small' | 'large' }) {
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
              src={photo.url}
              alt={`Photo: ${photo.filename}`}
              loading="lazy"
              // Reading the story, a photo shows whole; on the timeline, as a square thumbnail.
              sx={
                size === 'large'
                  ? { display: 'block', width: '100%', maxHeight: 480, objectFit: 'contain', borderRadius: 2 }
                  : { display: 'block', width: '100%', aspectRatio: '1', objectFit: 'cover', borderRadius: 2 }
              }
            />
          </a>
        </li>
      ))}
    </Box>
  );
}
