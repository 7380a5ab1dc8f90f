import { useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ExportRequestBody } from '@storyvault/contracts';
import { errorDescription } from '../data/errorDescription';
import { CreateBookForm } from './CreateBookForm';
import { ExportList, keepsakeName } from './ExportList';
import { ListenBooks } from './ListenBooks';
import { useKeepsakes } from './useKeepsakes';

/** The export link the card was last brought into view for: once per link, however often the card mounts. */
let shownFor: string | null = null;

interface KeepsakesCardProps {
  vaultId: string;
  seniorName: string;
  isOwner: boolean;
}

/**
 * Keepsakes: a book of the stories to print (any member), everything to keep (the owner), the
 * recent ones with their progress while they are made, and for the owner every printed book whose
 * listen links still play, each with its button to turn them off.
 */
export function KeepsakesCard({ vaultId, seniorName, isOwner }: KeepsakesCardProps) {
  const titleId = useId();
  const [creating, setCreating] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  // The keepsake just asked for: its notice says "ready" once it is.
  const [asked, setAsked] = useState<string | null>(null);
  const { recent, books, request, revoke } = useKeepsakes(vaultId, isOwner);
  const defaultTitle = `${seniorName}'s Story Collection`;
  const askedNow = asked ? recent.data?.find((e) => e.id === asked) : undefined;
  const ready = askedNow?.status === 'done';
  const withLinks = (books.data ?? []).filter((book) => book.liveLinks > 0);
  // The ready email links here (/dashboard?vault={id}&export={id}): the card comes into view, focused.
  const [params] = useSearchParams();
  const linked = params.get('export');
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!linked || !section.current || shownFor === linked) return;
    shownFor = linked;
    section.current.scrollIntoView?.({ block: 'start' });
    section.current.focus();
  }, [linked]);

  const ask = (body: ExportRequestBody) => {
    setNotice(null);
    setAsked(null);
    request.mutate(body, {
      onSuccess: (made) => {
        setCreating(false);
        setAsked(made.id);
        setNotice(
          body.format === 'pdf'
            ? 'Your book is being made. We will email you when it is ready.'
            : 'Everything is being gathered. We will email you when it is ready.',
        );
      },
    });
  };
  const turnOff = (exportId: string) =>
    revoke.mutate(exportId, {
      onSuccess: () => {
        setAsked(null);
        setNotice("This book's listen links are turned off.");
      },
    });
  // Once made, the notice says so, by the keepsake's name; a failure is told in the list, with its reason.
  const shown =
    askedNow && ready
      ? `Ready: ${keepsakeName(askedNow, defaultTitle)}. Download it below.`
      : askedNow?.status === 'failed'
        ? null
        : notice;

  const failure = request.error ?? revoke.error;
  return (
    <Card ref={section} component="section" tabIndex={-1} aria-labelledby={titleId} sx={{ p: { xs: 2.5, sm: 3 } }}>
      <Typography id={titleId} variant="h2" sx={{ mb: 1 }}>
        Keepsakes
      </Typography>
      <Typography sx={{ mb: 2 }}>
        {isOwner
          ? `A book of ${seniorName}'s stories to print, or every story, recording, photo and email to keep.`
          : `A book of ${seniorName}'s stories to read or print.`}
      </Typography>
      {!creating && (
        <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button variant="contained" onClick={() => setCreating(true)}>
            Create a book
          </Button>
          {isOwner && (
            <Button variant="outlined" onClick={() => ask({ format: 'zip' })} disabled={request.isPending}>
              Download everything
            </Button>
          )}
        </Stack>
      )}
      {creating && (
        <CreateBookForm
          vaultId={vaultId}
          defaultTitle={defaultTitle}
          busy={request.isPending}
          onSubmit={ask}
          onCancel={() => setCreating(false)}
        />
      )}
      {failure && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {errorDescription(failure)}
        </Alert>
      )}
      {shown && (
        <Alert severity="success" role="status" sx={{ mt: 2 }}>
          {shown}
        </Alert>
      )}
      <Typography variant="h3" sx={{ mt: 3, mb: 1.5, fontSize: '1.15rem' }}>
        Recent keepsakes
      </Typography>
      {recent.error ? (
        <Alert severity="error">Failed to fetch keepsakes</Alert>
      ) : recent.isPending ? (
        <CircularProgress size={28} aria-label="Loading keepsakes" />
      ) : (
        <ExportList items={recent.data} isOwner={isOwner} defaultTitle={defaultTitle} />
      )}
      {isOwner && withLinks.length > 0 && (
        <>
          <Typography variant="h3" sx={{ mt: 3, mb: 1, fontSize: '1.15rem' }}>
            Books with listen links
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 1.5 }}>
            The QR codes printed in these books still play their stories.
          </Typography>
          <ListenBooks
            books={withLinks}
            defaultTitle={defaultTitle}
            revoking={revoke.isPending ? (revoke.variables ?? null) : null}
            onRevoke={turnOff}
          />
        </>
      )}
      {isOwner && books.error && (
        <Alert severity="error" sx={{ mt: 2 }}>
          Failed to fetch the books with listen links
        </Alert>
      )}
    </Card>
  );
}
