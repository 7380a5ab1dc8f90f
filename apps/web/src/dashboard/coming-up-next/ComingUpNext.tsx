import { useId, useState } from 'react';
import AddCircleOutline from '@mui/icons-material/AddCircleOutlineRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { VaultQuestionView } from '@storyvault/contracts';
import { NextQuestionCard } from './NextQuestionCard';
import { OnDeckList } from './OnDeckList';
import { hasMoreThanCollapsed, lowQueueWarning, scheduleLabel, toggleLabel, visibleQuestions } from './upcoming';
import { useT } from '../../i18n/LanguageContext';

interface ComingUpNextProps {
  questions: VaultQuestionView[];
  isPending: boolean;
  failed: boolean;
  nextQuestionAt: string | null;
  /** When each queued question goes out, in queue order (the api's, delivery's own rule). */
  upcomingQuestionsAt?: string[];
  /** The senior's time zone: the dates are her days. */
  timeZone?: string;
  onAddMore: () => void;
  /** While the questions are paused or stopped: the heading says so ("Paused until 1 March") instead. */
  pause?: { label: string; kind: 'pause' | 'stop' } | null;
  /** For tests; the current time otherwise. */
  now?: Date;
}

/** The queue as the senior will meet it: the next question with its date, then what is on deck. */
export function ComingUpNext({
  questions,
  isPending,
  failed,
  nextQuestionAt,
  upcomingQuestionsAt = [],
  timeZone,
  onAddMore,
  pause,
  now,
}: ComingUpNextProps) {
  const t = useT();
  // A pause moves every date: while paused only the first (when they start again) is known.
  const dateOf = (index: number) =>
    pause ? null : scheduleLabel(upcomingQuestionsAt[index] ?? null, now, timeZone, t);
  const titleId = useId();
  const [expanded, setExpanded] = useState(false);
  const shown = visibleQuestions(questions, expanded);
  const warning = lowQueueWarning(questions.length, t);

  return (
    <Card component="section" aria-labelledby={titleId} sx={{ p: { xs: 2.5, sm: 3 } }}>
      <Typography id={titleId} variant="h2" sx={{ mb: pause ? 1 : 2 }}>
        {pause?.label ?? t('dashboard.next.title')}
      </Typography>
      {pause && (
        <Typography sx={{ mb: 2 }}>
          {pause.kind === 'pause' ? t('dashboard.next.pausedText') : t('dashboard.next.stoppedText')}
        </Typography>
      )}
      {failed ? (
        <Alert severity="error">{t('dashboard.next.failed')}</Alert>
      ) : isPending ? (
        <CircularProgress size={28} aria-label={t('dashboard.next.loading')} />
      ) : questions.length === 0 ? (
        <Typography sx={{ mb: 2 }}>{t('dashboard.next.none')}</Typography>
      ) : (
        <Stack spacing={2}>
          {warning && (
            <Alert severity="warning" variant="outlined">
              <span>{warning}</span>
            </Alert>
          )}
          <NextQuestionCard
            text={shown[0].question.text}
            dateLabel={
              pause?.kind === 'stop'
                ? t('dashboard.next.whenAgain')
                : scheduleLabel(upcomingQuestionsAt[0] ?? nextQuestionAt, now, timeZone, t)
            }
            thumbnailUrl={shown[0].thumbnailUrl}
          />
          <OnDeckList questions={shown.slice(1)} dateOf={(index) => dateOf(index + 1)} />
          {hasMoreThanCollapsed(questions.length) && (
            <Button
              variant="text"
              onClick={() => setExpanded((value) => !value)}
              aria-expanded={expanded}
              sx={{ alignSelf: 'flex-start' }}
            >
              {toggleLabel(questions.length, expanded, t)}
            </Button>
          )}
        </Stack>
      )}
      <Button variant="outlined" startIcon={<AddCircleOutline />} onClick={onAddMore} sx={{ mt: 2 }}>
        {t('dashboard.next.addMore')}
      </Button>
    </Card>
  );
}
