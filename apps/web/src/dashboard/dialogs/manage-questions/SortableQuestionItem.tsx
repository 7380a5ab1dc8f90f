import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import DragIndicator from '@mui/icons-material/DragIndicator';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { VaultQuestionView } from '@storyvault/contracts';
import { QuestionThumbnail } from '../../photo-questions/QuestionThumbnail';
import { PositionField } from './PositionField';
import { useT } from '../../../i18n/LanguageContext';

interface SortableQuestionItemProps {
  item: VaultQuestionView;
  position: number;
  count: number;
  disabled: boolean;
  onMove: (position: number) => void;
  onDelete: () => void;
}

/** One queued question: a drag handle, its position, its text and Delete. */
export function SortableQuestionItem({ item, position, count, disabled, onMove, onDelete }: SortableQuestionItemProps) {
  const t = useT();
  const text = item.question.text;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: item.id,
    disabled,
  });

  return (
    <Box
      component="li"
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      sx={{
        display: 'flex',
        alignItems: 'center',
        flexWrap: { xs: 'wrap', sm: 'nowrap' },
        gap: 1.5,
        p: 1.5,
        mb: 1.5,
        border: 1,
        borderColor: isDragging ? 'primary.main' : 'divider',
        borderRadius: 2,
        bgcolor: 'background.paper',
        position: 'relative',
        zIndex: isDragging ? 1 : 'auto',
        boxShadow: isDragging ? 4 : 0,
      }}
    >
      <IconButton
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={t('dashboard.manageQuestions.drag', { text })}
        disabled={disabled}
        sx={{ cursor: disabled ? 'default' : 'grab', touchAction: 'none', color: 'text.secondary' }}
      >
        <DragIndicator />
      </IconButton>
      <PositionField position={position} count={count} questionText={text} disabled={disabled} onMove={onMove} />
      <QuestionThumbnail url={item.thumbnailUrl} />
      <Typography sx={{ flex: '1 1 12rem', minWidth: 0, overflowWrap: 'anywhere' }}>{text}</Typography>
      <Button
        color="error"
        variant="outlined"
        onClick={onDelete}
        disabled={disabled}
        sx={{ ml: { xs: 'auto', sm: 0 } }}
      >
        {t('dashboard.manageQuestions.delete')}
      </Button>
    </Box>
  );
}
