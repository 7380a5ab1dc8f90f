import Box from '@mui/material/Box';
import type { StoryView } from '@storyvault/contracts';

/** The photos that came with a story (e.g. attached to an emailed reply). */
export function StoryPhotos({ photos }: { photos: StoryView['photos'] }) {
  if (!photos?.length) return null;
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        mt: 1.5,
        p: 0,
        display: 'grid',
        gap: 1,
        gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
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
              sx={{ display: 'block', width: '100%', aspectRatio: '1', objectFit: 'cover', borderRadius: 2 }}
            />
          </a>
        </li>
      ))}
    </Box>
  );
}
