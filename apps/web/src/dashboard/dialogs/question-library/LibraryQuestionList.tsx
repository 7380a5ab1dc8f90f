import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import type { QuestionView } from '@storyvault/contracts';
import { useT } from '../../../i18n/LanguageContext';

interface LibraryQuestionListProps {
  questions: QuestionView[];
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
}

/** Each question is a checkbox labelled by its text; the whole row is the touch target. */
export function LibraryQuestionList({ questions, selected, onToggle }: LibraryQuestionListProps) {
  const t = useT();
  if (questions.length === 0) {
    return <Typography sx={{ py: 2 }}>{t('dashboard.questionLibrary.empty')}</Typography>;
  }
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {questions.map((question) => (
        <Box
          component="li"
          key={question.id}
          sx={{ borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}
        >
          <FormControlLabel
            control={<Checkbox checked={selected.has(question.id)} onChange={() => onToggle(question.id)} />}
            label={question.text}
            sx={{
              width: '100%',
              m: 0,
              py: 0.5,
              alignItems: 'center',
              '& .MuiFormControlLabel-label': { overflowWrap: 'anywhere' },
            }}
          />
        </Box>
      ))}
    </Box>
  );
}
