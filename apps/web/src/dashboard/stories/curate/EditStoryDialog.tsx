import { useEffect, useId, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { StoryView } from '@storyvault/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { apiErrorMessage } from '../../../api/client';
import { useToast } from '../../../components/toast/useToast';
import { EditStoryPhotos } from './EditStoryPhotos';
import { STORIES_KEY, storyCuration } from './storyCuration';

interface EditStoryDialogProps {
  open: boolean;
  onClose: () => void;
  story: StoryView;
  vaultId: string;
}

/** The owner's "Edit story": title, text, tags and when it happened. The original answer is always kept. */
export function EditStoryDialog({ open, onClose, story, vaultId }: EditStoryDialogProps) {
  const titleId = useId();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const ownTitle = story.title !== story.question.text ? story.title : '';
  const [title, setTitle] = useState(ownTitle);
  const [text, setText] = useState(story.fullText);
  const [tags, setTags] = useState(story.tags.join(', '));
  const [period, setPeriod] = useState(story.period ?? '');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    setTitle(ownTitle);
    setText(story.fullText);
    setTags(story.tags.join(', '));
    setPeriod(story.period ?? '');
    setError(null);
  }, [open, ownTitle, story]);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setError(null);
    try {
      await storyCuration.edit(vaultId, story.id, {
        title,
        fullText: text,
        tags: tags
          .split(',')
          .map((tag) => tag.trim())
          .filter(Boolean),
        period,
      });
      await queryClient.invalidateQueries({ queryKey: STORIES_KEY });
      toast({ title: 'Story saved' });
      onClose();
    } catch (failure) {
      setError(apiErrorMessage(failure) ?? 'The story could not be saved. Please try again.');
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <form onSubmit={(event) => void save(event)} noValidate>
        <DialogTitle id={titleId}>Edit story</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2.5}>
            <TextField
              label="Title"
              value={title}
              onChange={(e) => setTitle(e.target.value)}
              helperText={`Leave empty to show the question: ${story.question.text}`}
              slotProps={{ htmlInput: { maxLength: 200 } }}
              autoFocus
            />
            <TextField
              label="Story text"
              value={text}
              onChange={(e) => setText(e.target.value)}
              multiline
              minRows={6}
              helperText="What your loved one first sent is always kept in the story's history."
            />
            <TextField
              label="Tags"
              value={tags}
              onChange={(e) => setTags(e.target.value)}
              helperText="Separate tags with commas."
            />
            <TextField
              label="When it happened"
              value={period}
              onChange={(e) => setPeriod(e.target.value)}
              helperText="A year like 1962 or a decade like 1960s; leave empty if unknown."
              slotProps={{ htmlInput: { maxLength: 5, inputMode: 'numeric' } }}
            />
            {error && (
              <Alert severity="error" role="alert">
                {error}
              </Alert>
            )}
            {open && <EditStoryPhotos vaultId={vaultId} storyId={story.id} photos={story.photos} />}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={saving} aria-busy={saving}>
            {saving ? 'Saving...' : 'Save changes'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
