import { useId, useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  CUSTOM_QUESTION_MAX_LENGTH,
  PHOTO_QUESTION_LIMITS,
  type VaultQuestionView,
  type WaitingPhotoQuestionView,
} from '@storyvault/contracts';
import { apiErrorMessage, apiUpload } from '../../api/client';

interface AddPhotoQuestionProps {
  vaultId: string;
  /** The owner's question is in the queue; a contributor's waits for the owner (`waiting`). */
  onAdded: (question: VaultQuestionView | WaitingPhotoQuestionView) => void;
}

/**
 * "Ask about a photo": a photo (JPEG, PNG or WebP, at most 20 MB) and an optional question, sent
 * to the end of the queue (the owner's) or to the owner, who adds it (a contributor's). The api's refusal (too large, an iPhone photo it cannot read) is shown as sent.
 */
export function AddPhotoQuestion({ vaultId, onAdded }: AddPhotoQuestionProps) {
  const fileId = useId();
  const textId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [text, setText] = useState('');
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setError('Please choose a photo for the question.');
      return;
    }
    if (file.size > PHOTO_QUESTION_LIMITS.maxBytes) {
      setError('This photo is larger than 20 MB. Please choose a smaller one.');
      return;
    }
    setError(null);
    setUploading(true);
    const form = new FormData();
    if (text.trim()) form.append(PHOTO_QUESTION_LIMITS.textField, text.trim());
    form.append(PHOTO_QUESTION_LIMITS.field, file, file.name);
    try {
      onAdded(
        await apiUpload<VaultQuestionView | WaitingPhotoQuestionView>(
          `/api/vaults/${encodeURIComponent(vaultId)}/questions/photo`,
          form,
        ),
      );
      setFile(null);
      setText('');
      if (input.current) input.current.value = '';
    } catch (failure) {
      setError(apiErrorMessage(failure) ?? 'The photo question could not be added. Please try again.');
    } finally {
      setUploading(false);
    }
  };

  return (
    <Box
      component="form"
      onSubmit={(event) => void submit(event)}
      aria-label="Ask about a photo"
      sx={{ display: 'grid', gap: 1.5 }}
    >
      <Typography variant="h3">Ask about a photo</Typography>
      <Box>
        <Typography component="label" htmlFor={fileId} sx={{ display: 'block', fontWeight: 600, mb: 0.5 }}>
          Photo
        </Typography>
        <input
          ref={input}
          id={fileId}
          type="file"
          accept={PHOTO_QUESTION_LIMITS.types.join(',')}
          aria-describedby={hintId}
          disabled={uploading}
          onChange={(event) => {
            setError(null);
            setFile(event.target.files?.[0] ?? null);
          }}
        />
        <Typography id={hintId} variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          A JPEG, PNG or WebP photo of at most 20 MB. It is sent with the question, large, above it.
        </Typography>
      </Box>
      <TextField
        id={textId}
        label="Question (optional)"
        placeholder={PHOTO_QUESTION_LIMITS.defaultText}
        helperText={`Leave it empty to ask "${PHOTO_QUESTION_LIMITS.defaultText}".`}
        value={text}
        disabled={uploading}
        onChange={(event) => setText(event.target.value)}
        slotProps={{ htmlInput: { maxLength: CUSTOM_QUESTION_MAX_LENGTH } }}
      />
      <Button
        type="submit"
        variant="contained"
        disabled={uploading}
        startIcon={uploading ? <CircularProgress size={16} aria-hidden /> : undefined}
        sx={{ justifySelf: 'start' }}
      >
        {uploading ? 'Uploading the photo…' : 'Add photo question'}
      </Button>
      <Box aria-live="polite">
        {uploading && <Typography color="text.secondary">Uploading the photo… This can take a moment.</Typography>}
      </Box>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
    </Box>
  );
}
