import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ListenBookView } from '@storyvault/contracts';
import { useT } from '../../i18n/LanguageContext';
import { keepsakeName } from './ExportList';

interface ListenBooksProps {
  /** Books with listen links that still play (none is listed without). */
  books: ListenBookView[];
  /** The collection's title: a book's name when it was given none. */
  defaultTitle: string;
  revoking: string | null;
  onRevoke: (exportId: string) => void;
}

/**
 * The owner's printed books whose QR codes still play, however old (the recent list stops at 20),
 * each by its own name with its button to turn its links off.
 */
export function ListenBooks({ books, defaultTitle, revoking, onRevoke }: ListenBooksProps) {
  const t = useT();
  return (
    <Box
      component="ul"
      aria-label={t('dashboard.keepsakes.listenTitle')}
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
    >
      {books.map((book) => {
        const links = t('dashboard.keepsakes.links', {
          known: book.orderedBy ? 'yes' : 'no',
          name: book.orderedBy ?? '',
          count: book.liveLinks,
        });
        return (
          <Box component="li" key={book.exportId}>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'baseline' }}>
              <Typography sx={{ fontWeight: 600 }}>
                {keepsakeName({ format: 'pdf', title: book.title, createdAt: book.createdAt }, defaultTitle, t)}
              </Typography>
              <Typography color="text.secondary">{links}</Typography>
            </Stack>
            <Button
              variant="text"
              onClick={() => onRevoke(book.exportId)}
              disabled={revoking === book.exportId}
              sx={{ minHeight: 48, px: 0 }}
            >
              {t('dashboard.keepsakes.turnOff')}
            </Button>
          </Box>
        );
      })}
    </Box>
  );
}
