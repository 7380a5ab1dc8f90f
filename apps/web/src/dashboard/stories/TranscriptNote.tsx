import Typography from '@mui/material/Typography';
import type { StoryView } from '@storyvault/contracts';
import { useCurrentVault } from '../data/useCurrentVault';
import { transcriptNote } from './transcriptNote';
import { useT } from '../../i18n/LanguageContext';

/** The line under a voice story's text that says it was written down from the recording, or that it is one to listen to. */
export function TranscriptNote({ story }: { story: StoryView }) {
  const t = useT();
  const { vault } = useCurrentVault();
  const note = transcriptNote(story, vault?.seniorName, t);
  if (!note) return null;
  return (
    <Typography color="text.secondary" sx={{ fontStyle: 'italic', mt: 1 }} data-testid="transcript-note">
      {note}
    </Typography>
  );
}
