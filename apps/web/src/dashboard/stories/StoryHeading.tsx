import Typography from '@mui/material/Typography';
import type { StoryView } from '@storyvault/contracts';

/** A story's title; the question it answers under it when the owner gave it a title of its own. */
export function StoryHeading({ story }: { story: StoryView }) {
  const titled = story.title !== story.question.text;
  return (
    <>
      <Typography variant="h3" sx={{ overflowWrap: 'anywhere' }}>
        {story.title}
      </Typography>
      {titled && (
        <Typography color="text.secondary" sx={{ mt: 0.5, fontStyle: 'italic', overflowWrap: 'anywhere' }}>
          {story.question.text}
        </Typography>
      )}
    </>
  );
}
