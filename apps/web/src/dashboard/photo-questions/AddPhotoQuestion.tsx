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
import { useT } from '../../i18n/LanguageContext';

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
  const t = useT();
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
      setError(t('dashboard.photoQuestion.choosePhoto'));
      return;
    }
    if (file.size > PHOTO_QUESTION_LIMITS.maxBytes) {
      setError(t('dashboard.photoQuestion.tooLarge'));
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
      setError(apiErrorMessage(failure) ?? t('dashboard.photoQuestion.failed'));
    } finally {
      setUploading(false);
    }
  };

  return (
    <Box
      component="form"
      onSubmit={(event) => void submit(event)}
      aria-label={t('dashboard.photoQuestion.title')}
      sx={{ display: 'grid', gap: 1.5 }}
    >
      <Typography variant="h3">{t('dashboard.photoQuestion.title')}</Typography>
      <Box>
        <Typography component="label" htmlFor={fileId} sx={{ display: 'block', fontWeight: 600, mb: 0.5 }}>
          {t('dashboard.photoQuestion.photo')}
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
          {t('dashboard.photoQuestion.hint')}
        </Typography>
      </Box>
      <TextField
        id={textId}
        label={t('dashboard.photoQuestion.question')}
        placeholder={PHOTO_QUESTION_LIMITS.defaultText}
        helperText={t('dashboard.photoQuestion.questionHelp', { text: PHOTO_QUESTION_LIMITS.defaultText })}
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
        {uploading ? t('dashboard.photoQuestion.uploadingButton') : t('dashboard.photoQuestion.add')}
      </Button>
      <Box aria-live="polite">
        {uploading && <Typography color="text.secondary">{t('dashboard.photoQuestion.uploading')}</Typography>}
      </Box>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
    </Box>
  );
}
