import { useId, useState } from 'react';
import EditNoteOutlined from '@mui/icons-material/EditNoteOutlined';
import MicNoneOutlined from '@mui/icons-material/MicNoneOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { StoryView } from '@storyvault/contracts';
import { formatStoryDate } from './formatDate';
import { HighlightedText } from './HighlightedText';
import { PlayRecordingButton } from './PlayRecordingButton';
import { ReadStoryDialog } from './storyDialogs';
import { StoryPhotos } from './StoryPhotos';
import { LeftOutNote } from './LeftOutNote';
import { TranscriptNote } from './TranscriptNote';
import { StoryCurationActions } from './curate/StoryCurationActions';
import { StoryHeading } from './StoryHeading';
import { useT } from '../../i18n/LanguageContext';

/** One story on the timeline: its title (and the question), when and how it was answered, tags and the story itself. */
export function StoryCard({ story, vaultId }: { story: StoryView; vaultId: string }) {
  const t = useT();
  const rawId = useId();
  const [showRaw, setShowRaw] = useState(false);
  const [reading, setReading] = useState(false);
  const isVoice = story.responseType === 'voice';
  // The original email is the owner's alone: the API gives family members none.
  const hasOriginal = story.rawText !== undefined;

  return (
    <article>
      <StoryHeading story={story} />
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1, my: 1 }}>
        <Typography component="span" color="text.secondary">
          {formatStoryDate(story.createdAt, t.language)}
        </Typography>
        {story.period && <Chip label={t('dashboard.story.when', { period: story.period })} variant="outlined" />}
        <Chip
          icon={isVoice ? <MicNoneOutlined /> : <EditNoteOutlined />}
          label={isVoice ? t('dashboard.story.voice') : t('dashboard.story.written')}
          variant="outlined"
        />
        {story.tags.map((tag) => (
          <Chip key={tag} label={tag} sx={{ bgcolor: '#f3e9da' }} />
        ))}
      </Stack>
      <Typography
        sx={{
          whiteSpace: 'pre-line',
          overflowWrap: 'anywhere',
          display: '-webkit-box',
          WebkitLineClamp: 6,
          WebkitBoxOrient: 'vertical',
          overflow: 'hidden',
        }}
      >
        {/* A search result shows the words found, marked. */}
        {story.highlight ? <HighlightedText highlight={story.highlight} /> : story.fullText}
      </Typography>
      <TranscriptNote story={story} />
      <LeftOutNote story={story} />
      <StoryPhotos photos={story.photos} />
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', rowGap: 1, mt: 1.5 }}>
        {story.audioUrl && <PlayRecordingButton src={story.audioUrl} />}
        <Button variant="outlined" onClick={() => setReading(true)}>
          {t('dashboard.story.read')}
        </Button>
        {hasOriginal && (
          <Button
            variant="text"
            aria-expanded={showRaw}
            aria-controls={rawId}
            onClick={() => setShowRaw((value) => !value)}
          >
            {showRaw ? t('dashboard.story.hideOriginal') : t('dashboard.story.showOriginal')}
          </Button>
        )}
        <StoryCurationActions story={story} vaultId={vaultId} />
      </Stack>
      {hasOriginal && (
        <Box
          id={rawId}
          hidden={!showRaw}
          sx={{
            mt: 1.5,
            p: 2,
            bgcolor: 'background.default',
            borderRadius: 2,
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
            fontFamily: 'ui-monospace, Menlo, Consolas, monospace',
            fontSize: '0.9445rem',
          }}
        >
          {story.rawText}
        </Box>
      )}
      <ReadStoryDialog open={reading} onClose={() => setReading(false)} story={story} vaultId={vaultId} />
    </article>
  );
}
