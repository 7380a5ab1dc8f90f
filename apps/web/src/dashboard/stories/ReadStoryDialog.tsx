import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { StoryView } from '@storyvault/contracts';
import { StoryComments } from '../comments/StoryComments';
import { formatStoryDate } from './formatDate';
import { StoryPhotos } from './StoryPhotos';

interface ReadStoryDialogProps {
  open: boolean;
  onClose: () => void;
  story: StoryView;
  vaultId: string;
}

/** The whole story in large, calm type, with its photos and the family's comments: what 'Read Story' opens. */
export function ReadStoryDialog({ open, onClose, story, vaultId }: ReadStoryDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md" scroll="paper">
      <DialogTitle id={titleId}>{story.question.text}</DialogTitle>
      <DialogContent dividers tabIndex={0}>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {formatStoryDate(story.createdAt)}
        </Typography>
        <Typography sx={{ fontSize: '1.15rem', lineHeight: 1.8, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {story.fullText}
        </Typography>
        <StoryPhotos photos={story.photos} size="large" />
        <StoryComments vaultId={vaultId} storyId={story.id} open={open} />
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
