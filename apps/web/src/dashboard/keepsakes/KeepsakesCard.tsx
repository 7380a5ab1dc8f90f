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
import { useT } from '../../i18n/LanguageContext';
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
  const t = useT();
  const titleId = useId();
  const [creating, setCreating] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  // The keepsake just asked for: its notice says "ready" once it is.
  const [asked, setAsked] = useState<string | null>(null);
  const { recent, books, request, revoke } = useKeepsakes(vaultId, isOwner);
  const defaultTitle = t('dashboard.vault.collectionTitle', { name: seniorName });
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
        setNotice(body.format === 'pdf' ? t('dashboard.keepsakes.bookMaking') : t('dashboard.keepsakes.gathering'));
      },
    });
  };
  const turnOff = (exportId: string) =>
    revoke.mutate(exportId, {
      onSuccess: () => {
        setAsked(null);
        setNotice(t('dashboard.keepsakes.linksOff'));
      },
    });
  // Once made, the notice says so, by the keepsake's name; a failure is told in the list, with its reason.
  const shown =
    askedNow && ready
      ? t('dashboard.keepsakes.ready', { name: keepsakeName(askedNow, defaultTitle, t) })
      : askedNow?.status === 'failed'
        ? null
        : notice;

  const failure = request.error ?? revoke.error;
  return (
    <Card ref={section} component="section" tabIndex={-1} aria-labelledby={titleId} sx={{ p: { xs: 2.5, sm: 3 } }}>
      <Typography id={titleId} variant="h2" sx={{ mb: 1 }}>
        {t('dashboard.keepsakes.title')}
      </Typography>
      <Typography sx={{ mb: 2 }}>
        {isOwner
          ? t('dashboard.keepsakes.leadOwner', { name: seniorName })
          : t('dashboard.keepsakes.leadMember', { name: seniorName })}
      </Typography>
      {!creating && (
        <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button variant="contained" onClick={() => setCreating(true)}>
            {t('dashboard.keepsakes.createBook')}
          </Button>
          {isOwner && (
            <Button variant="outlined" onClick={() => ask({ format: 'zip' })} disabled={request.isPending}>
              {t('dashboard.keepsakes.downloadEverything')}
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
          {errorDescription(failure, t)}
        </Alert>
      )}
      {shown && (
        <Alert severity="success" role="status" sx={{ mt: 2 }}>
          {shown}
        </Alert>
      )}
      <Typography variant="h3" sx={{ mt: 3, mb: 1.5, fontSize: '1.15rem' }}>
        {t('dashboard.keepsakes.recent')}
      </Typography>
      {recent.error ? (
        <Alert severity="error">{t('dashboard.keepsakes.recentFailed')}</Alert>
      ) : recent.isPending ? (
        <CircularProgress size={28} aria-label={t('dashboard.keepsakes.loading')} />
      ) : (
        <ExportList items={recent.data} isOwner={isOwner} defaultTitle={defaultTitle} />
      )}
      {isOwner && withLinks.length > 0 && (
        <>
          <Typography variant="h3" sx={{ mt: 3, mb: 1, fontSize: '1.15rem' }}>
            {t('dashboard.keepsakes.listenTitle')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 1.5 }}>
            {t('dashboard.keepsakes.listenText')}
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
          {t('dashboard.keepsakes.listenFailed')}
        </Alert>
      )}
    </Card>
  );
}
