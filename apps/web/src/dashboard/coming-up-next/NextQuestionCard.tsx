import EventOutlined from '@mui/icons-material/EventOutlined';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { QuestionThumbnail } from '../photo-questions/QuestionThumbnail';

/** The first queued question and when it goes out. */
export function NextQuestionCard({
  text,
  dateLabel,
  thumbnailUrl,
}: {
  text: string;
  dateLabel: string | null;
  thumbnailUrl?: string | null;
}) {
  return (
    <Paper elevation={0} sx={{ p: 2, bgcolor: '#f3e9da', borderRadius: 2 }}>
      {dateLabel && (
        <Chip
          icon={<EventOutlined />}
          label={dateLabel}
          sx={{ mb: 1, bgcolor: 'background.paper', color: 'text.primary', fontWeight: 700 }}
        />
      )}
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <QuestionThumbnail url={thumbnailUrl} size={72} />
        <Typography sx={{ fontSize: '1.1rem', fontWeight: 600, overflowWrap: 'anywhere' }}>{text}</Typography>
      </Stack>
    </Paper>
  );
}
