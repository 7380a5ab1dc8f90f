import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ExportView, Language } from '@storyvault/contracts';
import { ENGLISH, useT, type Translate } from '../../i18n/LanguageContext';

/** The reader's locale for Intl: American English for English. */
const localeOf = (language: Language) => (language === 'en' ? 'en-US' : language);

/** "May 4, 2026" / "4. Mai 2026". */
export const day = (iso: string, language: Language = 'en') =>
  new Date(iso).toLocaleDateString(localeOf(language), { year: 'numeric', month: 'long', day: 'numeric' });

/** "May 4, 2026, 10:00 AM" / "4. Mai 2026, 10:00": when a keepsake was asked for, to the minute. */
export const dayAndTime = (iso: string, language: Language = 'en') =>
  `${day(iso, language)}, ${new Date(iso).toLocaleTimeString(localeOf(language), { hour: 'numeric', minute: '2-digit' })}`;

/** A keepsake's own name: the book's title (the collection's when none was given), and when it was asked for. */
export function keepsakeName(
  e: Pick<ExportView, 'format' | 'title' | 'createdAt'>,
  defaultTitle: string,
  t: Translate = ENGLISH,
): string {
  const what = e.format === 'pdf' ? e.title || defaultTitle : t('dashboard.keepsakes.formatArchive');
  return t('dashboard.keepsakes.name', { what, when: dayAndTime(e.createdAt, t.language) });
}

/** "3.0 MB" / "3,0 MB": a file's size in the reader's language. */
const size = (bytes: number, language: Language) => {
  const number = (value: number, digits: number) =>
    new Intl.NumberFormat(localeOf(language), {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
      useGrouping: false,
    }).format(value);
  return bytes >= 1024 * 1024
    ? `${number(bytes / 1024 / 1024, 1)} MB`
    : `${number(Math.max(1, Math.round(bytes / 1024)), 0)} KB`;
};

interface ExportListProps {
  items: ExportView[];
  isOwner: boolean;
  /** The collection's title: a book's name when it was given none. */
  defaultTitle: string;
}

/** The recent exports: each by its own name (title, day and time), how far, and the file while it is kept. */
export function ExportList({ items, isOwner, defaultTitle }: ExportListProps) {
  const t = useT();
  if (!items.length) return <Typography color="text.secondary">{t('dashboard.keepsakes.nothing')}</Typography>;
  return (
    <Box
      component="ul"
      aria-label={t('dashboard.keepsakes.recent')}
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}
    >
      {items.map((e) => {
        const name = keepsakeName(e, defaultTitle, t);
        const active = e.status === 'queued' || e.status === 'running';
        // The archive holds every email and file: only the owner opens it.
        const mayOpen = e.format === 'pdf' || isOwner;
        return (
          <Box component="li" key={e.id}>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'baseline' }}>
              <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
              {e.format === 'pdf' && (
                <Typography color="text.secondary">
                  {t('dashboard.keepsakes.bookStories', { count: e.storyCount ?? 0 })}
                </Typography>
              )}
              <Typography>{`· ${t('dashboard.keepsakes.status', { status: e.status })}`}</Typography>
            </Stack>
            {active && (
              <LinearProgress
                variant="determinate"
                value={e.progress}
                aria-label={t('dashboard.keepsakes.progress', { name, progress: e.progress })}
                sx={{ mt: 1, height: 10, borderRadius: 5 }}
              />
            )}
            {e.status === 'failed' && e.error && <Typography color="error">{e.error}</Typography>}
            {e.status === 'done' && e.downloadUrl && mayOpen && (
              <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', mt: 0.5 }}>
                <Link
                  href={e.downloadUrl}
                  download
                  sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 48, fontWeight: 600 }}
                >
                  {t('dashboard.keepsakes.download', {
                    name,
                    sized: e.sizeBytes ? 'yes' : 'no',
                    size: e.sizeBytes ? size(e.sizeBytes, t.language) : '',
                  })}
                </Link>
                {e.expiresAt && (
                  <Typography color="text.secondary">
                    {t('dashboard.keepsakes.keptUntil', { date: day(e.expiresAt, t.language) })}
                  </Typography>
                )}
              </Stack>
            )}
          </Box>
        );
      })}
    </Box>
  );
}
