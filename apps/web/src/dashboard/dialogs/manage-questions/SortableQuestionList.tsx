import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import Box from '@mui/material/Box';
import type { VaultQuestionView } from '@storyvault/contracts';
import { moveById, moveItem } from './queueOrder';
import { SortableQuestionItem } from './SortableQuestionItem';

interface SortableQuestionListProps {
  questions: VaultQuestionView[];
  disabled: boolean;
  onReorder: (questions: VaultQuestionView[]) => void;
  onDelete: (question: VaultQuestionView) => void;
}

/** docs/product.md §4/§9: drag starts after 8 px of movement; the keyboard can sort too (space, arrows, space). */
export function SortableQuestionList({ questions, disabled, onReorder, onDelete }: SortableQuestionListProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const moved = moveById(questions, String(active.id), over ? String(over.id) : null);
    if (moved) onReorder(moved);
  };

  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={questions.map((item) => item.id)} strategy={verticalListSortingStrategy}>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {questions.map((item, index) => (
            <SortableQuestionItem
              key={item.id}
              item={item}
              position={index + 1}
              count={questions.length}
              disabled={disabled}
              onMove={(position) => onReorder(moveItem(questions, index, position - 1))}
              onDelete={() => onDelete(item)}
            />
          ))}
        </Box>
      </SortableContext>
    </DndContext>
  );
}
