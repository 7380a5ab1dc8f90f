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
  // A pause moves every date: while paused only the first (when they start again) is known.
  const dateOf = (index: number) => (pause ? null : scheduleLabel(upcomingQuestionsAt[index] ?? null, now, timeZone));
  const titleId = useId();
  const [expanded, setExpanded] = useState(false);
  const shown = visibleQuestions(questions, expanded);
  const warning = lowQueueWarning(questions.length);

  return (
    <Card component="section" aria-labelledby={titleId} sx={{ p: { xs: 2.5, sm: 3 } }}>
      <Typography id={titleId} variant="h2" sx={{ mb: pause ? 1 : 2 }}>
        {pause?.label ?? 'Coming Up Next'}
      </Typography>
      {pause && (
        <Typography sx={{ mb: 2 }}>
          {pause.kind === 'pause'
            ? 'No questions or reminders go out until then. The one below goes first when they start again.'
            : 'No questions go out until they are resumed. The one below goes first when they start again.'}
        </Typography>
      )}
      {failed ? (
        <Alert severity="error">Failed to fetch vault questions</Alert>
      ) : isPending ? (
        <CircularProgress size={28} aria-label="Loading questions" />
      ) : questions.length === 0 ? (
        <Typography sx={{ mb: 2 }}>No questions available</Typography>
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
                ? 'When questions start again'
                : scheduleLabel(upcomingQuestionsAt[0] ?? nextQuestionAt, now, timeZone)
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
              {toggleLabel(questions.length, expanded)}
            </Button>
          )}
        </Stack>
      )}
      <Button variant="outlined" startIcon={<AddCircleOutline />} onClick={onAddMore} sx={{ mt: 2 }}>
        Add More Questions
      </Button>
    </Card>
  );
}
