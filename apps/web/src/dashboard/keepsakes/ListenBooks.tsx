import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ListenBookView } from '@storyvault/contracts';
import { FORMAT_LABELS } from './ExportList';

const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

interface ListenBooksProps {
  books: ListenBookView[];
  revoking: string | null;
  onRevoke: (exportId: string) => void;
}

/**
 * The owner's printed books whose QR codes still play, however old (the recent list stops at 20),
 * each with its button to turn its links off.
 */
export function ListenBooks({ books, revoking, onRevoke }: ListenBooksProps) {
  if (!books.length) return <Typography color="text.secondary">No printed book has listen links that play.</Typography>;
  return (
    <Box
      component="ul"
      aria-label="Books with listen links"
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
    >
      {books.map((book) => {
        const who = book.orderedBy ? ` by ${book.orderedBy}` : '';
        const links = `${book.liveLinks} listen ${book.liveLinks === 1 ? 'link' : 'links'}`;
        return (
          <Box component="li" key={book.exportId}>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'baseline' }}>
              <Typography sx={{ fontWeight: 600 }}>{book.title ?? FORMAT_LABELS.pdf}</Typography>
              <Typography color="text.secondary">{` · asked for${who} on ${day(book.createdAt)} · ${links}`}</Typography>
            </Stack>
            <Button
              variant="text"
              onClick={() => onRevoke(book.exportId)}
              disabled={revoking === book.exportId}
              sx={{ minHeight: 48, px: 0 }}
            >
              Turn off this book&apos;s listen links
            </Button>
          </Box>
        );
      })}
    </Box>
  );
}
