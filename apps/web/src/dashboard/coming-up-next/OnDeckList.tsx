import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { VaultQuestionView } from '@storyvault/contracts';
import { QuestionThumbnail } from '../photo-questions/QuestionThumbnail';
import { useT } from '../../i18n/LanguageContext';

/** The questions after the next one, in the order they will go out. */
export function OnDeckList({
  questions,
  dateOf = () => null,
}: {
  questions: VaultQuestionView[];
  /** The day the question at this place in the list goes out, when known. */
  dateOf?: (index: number) => string | null;
}) {
  const t = useT();
  if (questions.length === 0) return null;
  return (
    <div>
      <Typography variant="h3" sx={{ mb: 1 }}>
        {t('dashboard.next.onDeck')}
      </Typography>
      <Box component="ol" start={2} sx={{ m: 0, pl: 3.5, '& li': { py: 0.75, overflowWrap: 'anywhere' } }}>
        {questions.map((item, index) => (
          <li key={item.id}>
            {dateOf(index) && (
              <Typography component="span" sx={{ display: 'block', fontSize: '0.875rem', color: 'text.secondary' }}>
                {dateOf(index)}
              </Typography>
            )}
            {item.thumbnailUrl ? (
              <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.5 }}>
                <QuestionThumbnail url={item.thumbnailUrl} size={40} />
                <span>{item.question.text}</span>
              </Box>
            ) : (
              item.question.text
            )}
          </li>
        ))}
      </Box>
    </div>
  );
}
