import Typography from '@mui/material/Typography';
import type { StoryView } from '@storyvault/contracts';
import { transcriptNote } from './transcriptNote';

/** The line under a voice story's text that says how it was written down, or why it is not. */
export function TranscriptNote({ story }: { story: StoryView }) {
  const note = transcriptNote(story);
  if (!note) return null;
  return (
    <Typography color="text.secondary" sx={{ fontStyle: 'italic', mt: 1 }} data-testid="transcript-note">
      {note}
    </Typography>
  );
}
