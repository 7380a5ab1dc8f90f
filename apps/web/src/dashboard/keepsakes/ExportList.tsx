import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ExportView } from '@storyvault/contracts';

export const FORMAT_LABELS = { pdf: 'Book (PDF)', zip: 'Everything (ZIP)' } as const;
const STATUS_LABELS = {
  queued: 'Waiting to start',
  running: 'Being made',
  done: 'Ready',
  failed: 'Failed',
  expired: 'Deleted after 7 days',
} as const;

const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

/** "May 4, 2026, 10:00 AM": when a keepsake was asked for, to the minute. */
export const dayAndTime = (iso: string) =>
  `${day(iso)}, ${new Date(iso).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' })}`;

/** A keepsake's own name: the book's title (the collection's when none was given), and when it was asked for. */
export function keepsakeName(e: Pick<ExportView, 'format' | 'title' | 'createdAt'>, defaultTitle: string): string {
  const what = e.format === 'pdf' ? e.title || defaultTitle : FORMAT_LABELS.zip;
  return `${what}, ${dayAndTime(e.createdAt)}`;
}

const size = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

interface ExportListProps {
  items: ExportView[];
  isOwner: boolean;
  /** The collection's title: a book's name when it was given none. */
  defaultTitle: string;
}

/** The recent exports: each by its own name (title, day and time), how far, and the file while it is kept. */
export function ExportList({ items, isOwner, defaultTitle }: ExportListProps) {
  if (!items.length) return <Typography color="text.secondary">Nothing made yet.</Typography>;
  return (
    <Box component="ul" aria-label="Recent keepsakes" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
      {items.map((e) => {
        const what = FORMAT_LABELS[e.format];
        const name = keepsakeName(e, defaultTitle);
        const stories = e.storyCount ? ` · ${e.storyCount} ${e.storyCount === 1 ? 'story' : 'stories'}` : '';
        const active = e.status === 'queued' || e.status === 'running';
        // The archive holds every email and file: only the owner opens it.
        const mayOpen = e.format === 'pdf' || isOwner;
        return (
          <Box component="li" key={e.id}>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'baseline' }}>
              <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
              {e.format === 'pdf' && <Typography color="text.secondary">{`${what}${stories}`}</Typography>}
              <Typography>{`· ${STATUS_LABELS[e.status]}`}</Typography>
            </Stack>
            {active && (
              <LinearProgress
                variant="determinate"
                value={e.progress}
                aria-label={`${name}: ${e.progress}%`}
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
                  {`Download ${name}${e.sizeBytes ? ` (${size(e.sizeBytes)})` : ''}`}
                </Link>
                {e.expiresAt && <Typography color="text.secondary">{`Kept until ${day(e.expiresAt)}`}</Typography>}
              </Stack>
            )}
          </Box>
        );
      })}
    </Box>
  );
}
