import { useId, useMemo, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { EXPORT_LIMITS, type ExportRequestBody } from '@storyvault/contracts';
import type { BookStoryChoice } from '../providers/keepsakeCalls';
import { useT, type Translate } from '../../i18n/LanguageContext';
import { day } from './ExportList';
import { useBookStories } from './useKeepsakes';

interface CreateBookFormProps {
  vaultId: string;
  /** The vault's title, shown as the title's placeholder. */
  defaultTitle: string;
  busy: boolean;
  onSubmit: (request: ExportRequestBody) => void;
  onCancel: () => void;
}

/** The story with its one date, as the book prints it: when it happened, else when it was told. */
const storyLabel = (story: BookStoryChoice, t: Translate) =>
  t('dashboard.book.story', {
    title: story.title,
    dated: story.period ? 'yes' : 'no',
    period: story.period ?? '',
    date: day(story.createdAt, t.language),
  });

/**
 * The book's choices: page size, chapters, which stories go in (every one, to begin with), the
 * cover photo from any story's photos (shown small), and its title.
 */
export function CreateBookForm({ vaultId, defaultTitle, busy, onSubmit, onCancel }: CreateBookFormProps) {
  const t = useT();
  const [pageSize, setPageSize] = useState<'6x9' | 'a4'>('6x9');
  const [chapters, setChapters] = useState<'category' | 'period'>('category');
  const [coverPhotoId, setCoverPhotoId] = useState('');
  const [title, setTitle] = useState('');
  // The stories left out: a story that arrives while the form is open goes in, as all do.
  const [leftOut, setLeftOut] = useState<ReadonlySet<string>>(new Set());
  const stories = useBookStories(vaultId, true);
  const all = useMemo(() => stories.data ?? [], [stories.data]);
  const photos = useMemo(() => all.flatMap((story) => story.photos.map((photo) => ({ ...photo, story }))), [all]);
  const chosen = all.filter((story) => !leftOut.has(story.id));
  const pageSizeId = useId();
  const chaptersId = useId();
  const storiesId = useId();
  const coverId = useId();
  const noneChosen = all.length > 0 && chosen.length === 0;

  const toggle = (id: string, include: boolean) =>
    setLeftOut((current) => {
      const next = new Set(current);
      if (include) next.delete(id);
      else next.add(id);
      return next;
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (noneChosen) return;
    onSubmit({
      format: 'pdf',
      pageSize,
      chapters,
      coverPhotoId: coverPhotoId || null,
      title: title.trim() || null,
      // Every story: none listed, so the book holds them all.
      ...(chosen.length < all.length ? { storyIds: chosen.map((story) => story.id) } : {}),
    });
  };

  return (
    <Stack
      component="form"
      spacing={2.5}
      onSubmit={submit}
      aria-label={t('dashboard.keepsakes.createBook')}
      sx={{ mt: 2 }}
    >
      <FormControl>
        <FormLabel id={pageSizeId}>{t('dashboard.book.pageSize')}</FormLabel>
        <RadioGroup
          aria-labelledby={pageSizeId}
          value={pageSize}
          onChange={(e) => setPageSize(e.target.value as '6x9' | 'a4')}
        >
          <FormControlLabel value="6x9" control={<Radio />} label={t('dashboard.book.paperback')} />
          <FormControlLabel value="a4" control={<Radio />} label="A4" />
        </RadioGroup>
      </FormControl>
      <FormControl>
        <FormLabel id={chaptersId}>{t('dashboard.book.chapters')}</FormLabel>
        <RadioGroup
          aria-labelledby={chaptersId}
          value={chapters}
          onChange={(e) => setChapters(e.target.value as 'category' | 'period')}
        >
          <FormControlLabel value="category" control={<Radio />} label={t('dashboard.book.byCategory')} />
          <FormControlLabel value="period" control={<Radio />} label={t('dashboard.book.byPeriod')} />
        </RadioGroup>
      </FormControl>

      <FormControl component="fieldset" error={noneChosen}>
        <FormLabel component="legend" id={storiesId}>
          {t('dashboard.book.stories', { chosen: chosen.length, total: all.length })}
        </FormLabel>
        {stories.isPending ? (
          <CircularProgress size={24} aria-label={t('dashboard.book.loading')} sx={{ mt: 1 }} />
        ) : stories.error ? (
          <Typography color="error">{t('dashboard.book.storiesFailed')}</Typography>
        ) : (
          <>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 0.5 }}>
              <Button size="small" onClick={() => setLeftOut(new Set())} disabled={!leftOut.size}>
                {t('dashboard.book.chooseAll')}
              </Button>
              <Button
                size="small"
                onClick={() => setLeftOut(new Set(all.map((story) => story.id)))}
                disabled={!chosen.length}
              >
                {t('dashboard.book.chooseNone')}
              </Button>
            </Stack>
            <Box
              component="ul"
              aria-labelledby={storiesId}
              sx={{ listStyle: 'none', m: 0, p: 0, maxHeight: 280, overflowY: 'auto' }}
            >
              {all.map((story) => (
                <li key={story.id}>
                  <FormControlLabel
                    control={
                      <Checkbox checked={!leftOut.has(story.id)} onChange={(e) => toggle(story.id, e.target.checked)} />
                    }
                    label={storyLabel(story, t)}
                  />
                </li>
              ))}
            </Box>
            {noneChosen && <FormHelperText>{t('dashboard.book.noneChosen')}</FormHelperText>}
          </>
        )}
      </FormControl>

      <FormControl component="fieldset">
        <FormLabel component="legend" id={coverId}>
          {t('dashboard.book.cover')}
        </FormLabel>
        <RadioGroup
          aria-labelledby={coverId}
          value={coverPhotoId}
          onChange={(e) => setCoverPhotoId(e.target.value)}
          sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: 1, mt: 1 }}
        >
          <FormControlLabel value="" control={<Radio />} label={t('dashboard.book.noCover')} />
          {photos.map((photo) => (
            <FormControlLabel
              key={photo.id}
              value={photo.id}
              control={<Radio />}
              label={
                <Box
                  component="img"
                  src={photo.url}
                  alt={t('dashboard.book.coverAlt', { filename: photo.filename, title: photo.story.title })}
                  loading="lazy"
                  width={72}
                  height={72}
                  sx={{ display: 'block', width: 72, height: 72, objectFit: 'cover', borderRadius: 1 }}
                />
              }
            />
          ))}
        </RadioGroup>
      </FormControl>
      <TextField
        label={t('dashboard.book.title')}
        value={title}
        placeholder={defaultTitle}
        helperText={t('dashboard.book.titleHelp', { title: defaultTitle })}
        onChange={(e) => setTitle(e.target.value)}
        slotProps={{ htmlInput: { maxLength: EXPORT_LIMITS.titleMaxLength } }}
      />
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" disabled={busy || noneChosen}>
          {t('dashboard.book.make')}
        </Button>
        <Button variant="outlined" onClick={onCancel} disabled={busy}>
          {t('dashboard.common.cancel')}
        </Button>
      </Stack>
    </Stack>
  );
}
