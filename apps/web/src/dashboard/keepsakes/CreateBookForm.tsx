import { useId, useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { EXPORT_LIMITS, type ExportRequestBody } from '@storyvault/contracts';
import { useCoverPhotos } from './useKeepsakes';

interface CreateBookFormProps {
  vaultId: string;
  /** The vault's title, shown as the title's placeholder. */
  defaultTitle: string;
  busy: boolean;
  onSubmit: (request: ExportRequestBody) => void;
  onCancel: () => void;
}

/** The book's choices: page size, chapters, an optional cover photo from the stories, and its title. */
export function CreateBookForm({ vaultId, defaultTitle, busy, onSubmit, onCancel }: CreateBookFormProps) {
  const [pageSize, setPageSize] = useState<'6x9' | 'a4'>('6x9');
  const [chapters, setChapters] = useState<'category' | 'period'>('category');
  const [coverPhotoId, setCoverPhotoId] = useState('');
  const [title, setTitle] = useState('');
  const photos = useCoverPhotos(vaultId, true);
  const pageSizeId = useId();
  const chaptersId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({
      format: 'pdf',
      pageSize,
      chapters,
      coverPhotoId: coverPhotoId || null,
      title: title.trim() || null,
    });
  };

  return (
    <Stack component="form" spacing={2.5} onSubmit={submit} aria-label="Create a book" sx={{ mt: 2 }}>
      <FormControl>
        <FormLabel id={pageSizeId}>Page size</FormLabel>
        <RadioGroup
          aria-labelledby={pageSizeId}
          value={pageSize}
          onChange={(e) => setPageSize(e.target.value as '6x9' | 'a4')}
        >
          <FormControlLabel value="6x9" control={<Radio />} label="6 × 9 in (a paperback)" />
          <FormControlLabel value="a4" control={<Radio />} label="A4" />
        </RadioGroup>
      </FormControl>
      <FormControl>
        <FormLabel id={chaptersId}>Chapters</FormLabel>
        <RadioGroup
          aria-labelledby={chaptersId}
          value={chapters}
          onChange={(e) => setChapters(e.target.value as 'category' | 'period')}
        >
          <FormControlLabel value="category" control={<Radio />} label="By category" />
          <FormControlLabel value="period" control={<Radio />} label="By life period" />
        </RadioGroup>
      </FormControl>
      <TextField
        select
        label="Cover photo (optional)"
        value={coverPhotoId}
        onChange={(e) => setCoverPhotoId(e.target.value)}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">No photo: a plain cover</option>
        {(photos.data ?? []).map((photo) => (
          <option key={photo.id} value={photo.id}>
            {photo.label}
          </option>
        ))}
      </TextField>
      <TextField
        label="Title"
        value={title}
        placeholder={defaultTitle}
        helperText={`Leave it empty for “${defaultTitle}”.`}
        onChange={(e) => setTitle(e.target.value)}
        slotProps={{ htmlInput: { maxLength: EXPORT_LIMITS.titleMaxLength } }}
      />
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" disabled={busy}>
          Make the book
        </Button>
        <Button variant="outlined" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
      </Stack>
    </Stack>
  );
}
