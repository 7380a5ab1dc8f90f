import Typography from '@mui/material/Typography';
import type { StoryView } from '@storyvault/contracts';
import { leftOutNote } from './leftOutNote';
import { useT } from '../../i18n/LanguageContext';

/** The line under a story's text naming the files its email brought that the story cannot hold. */
export function LeftOutNote({ story }: { story: StoryView }) {
  const t = useT();
  const note = leftOutNote(story.leftOutFiles, t);
  if (!note) return null;
  return (
    <Typography color="text.secondary" sx={{ fontStyle: 'italic', mt: 1 }} data-testid="left-out-note">
      {note}
    </Typography>
  );
}
