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
import { useT } from '../../../i18n/LanguageContext';

interface EditStoryDialogProps {
  open: boolean;
  onClose: () => void;
  story: StoryView;
  vaultId: string;
}

/** The owner's "Edit story": title, text, tags and when it happened. The original answer is always kept. */
export function EditStoryDialog({ open, onClose, story, vaultId }: EditStoryDialogProps) {
  const t = useT();
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
      toast({ title: t('dashboard.storyEdit.saved') });
      onClose();
    } catch (failure) {
      setError(apiErrorMessage(failure) ?? t('dashboard.storyEdit.saveFailed'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <form onSubmit={(event) => void save(event)} noValidate>
        <DialogTitle id={titleId}>{t('dashboard.storyEdit.title')}</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2.5}>
            <TextField
              label={t('dashboard.storyEdit.titleLabel')}
              value={title}
              onChange={(e) => setTitle(e.target.value)}
              helperText={t('dashboard.storyEdit.titleHelp', { question: story.question.text })}
              slotProps={{ htmlInput: { maxLength: 200 } }}
              autoFocus
            />
            <TextField
              label={t('dashboard.storyEdit.text')}
              value={text}
              onChange={(e) => setText(e.target.value)}
              multiline
              minRows={6}
              helperText={t('dashboard.storyEdit.textHelp')}
            />
            <TextField
              label={t('dashboard.storyEdit.tags')}
              value={tags}
              onChange={(e) => setTags(e.target.value)}
              helperText={t('dashboard.storyEdit.tagsHelp')}
            />
            <TextField
              label={t('dashboard.storyEdit.period')}
              value={period}
              onChange={(e) => setPeriod(e.target.value)}
              helperText={t('dashboard.storyEdit.periodHelp')}
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
            {t('dashboard.common.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={saving} aria-busy={saving}>
            {saving ? t('dashboard.storyEdit.saving') : t('dashboard.storyEdit.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
