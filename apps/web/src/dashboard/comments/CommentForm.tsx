import { useId, useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { FAMILY_LIMITS } from '@storyvault/contracts';
import { useT } from '../../i18n/LanguageContext';

const MAX = FAMILY_LIMITS.commentMaxLength;

interface CommentFormProps {
  pending: boolean;
  /** Posts the comment; resolves once it is saved (the field then empties). */
  onPost: (text: string) => Promise<unknown>;
}

/** 'Write a comment': plain text up to 2,000 characters, with a counter, and Post. */
export function CommentForm({ pending, onPost }: CommentFormProps) {
  const t = useT();
  const countId = useId();
  const [text, setText] = useState('');
  const trimmed = text.trim();
  const canPost = trimmed.length > 0 && trimmed.length <= MAX && !pending;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canPost) return;
    onPost(trimmed).then(
      () => setText(''),
      () => undefined,
    );
  };

  return (
    <Stack component="form" spacing={1} onSubmit={onSubmit}>
      <TextField
        fullWidth
        multiline
        minRows={2}
        label={t('dashboard.comments.write')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        helperText={t('dashboard.comments.characters', { count: text.length, max: MAX })}
        slotProps={{
          htmlInput: { maxLength: MAX, 'aria-describedby': countId },
          formHelperText: { id: countId },
        }}
      />
      <Button type="submit" variant="contained" disabled={!canPost} sx={{ alignSelf: 'flex-start' }}>
        {pending ? t('dashboard.comments.posting') : t('dashboard.comments.post')}
      </Button>
    </Stack>
  );
}
