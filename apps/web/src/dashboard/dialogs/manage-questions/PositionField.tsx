import { useRef, useState, type KeyboardEvent } from 'react';
import TextField from '@mui/material/TextField';
import { resolvePositionEdit } from './queueOrder';
import { useT } from '../../../i18n/LanguageContext';

interface PositionFieldProps {
  position: number;
  count: number;
  questionText: string;
  disabled: boolean;
  onMove: (position: number) => void;
}

/** A question's place in the queue. Focusing (clicking) it starts an edit; Enter or leaving commits; Escape cancels. */
export function PositionField({ position, count, questionText, disabled, onMove }: PositionFieldProps) {
  const t = useT();
  const [draft, setDraft] = useState<string | null>(null);
  // Escape blurs the field; this keeps that blur from committing the edit it just cancelled.
  const cancelled = useRef(false);

  const commit = (value: string | null) => {
    setDraft(null);
    if (value === null) return;
    const target = resolvePositionEdit(value, position, count);
    if (target !== null) onMove(target);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit(draft);
    } else if (event.key === 'Escape') {
      // Cancels the edit only; the dialog stays open.
      event.preventDefault();
      event.stopPropagation();
      cancelled.current = true;
      setDraft(null);
      event.currentTarget.blur();
    }
  };

  return (
    <TextField
      type="number"
      size="small"
      value={draft ?? String(position)}
      disabled={disabled}
      onFocus={() => setDraft(String(position))}
      onChange={(event) => setDraft(event.target.value)}
      onKeyDown={onKeyDown}
      onBlur={() => {
        if (cancelled.current) {
          cancelled.current = false;
          return;
        }
        commit(draft);
      }}
      slotProps={{
        htmlInput: {
          'aria-label': t('dashboard.manageQuestions.position', { text: questionText }),
          min: 1,
          max: count,
          inputMode: 'numeric',
        },
      }}
      sx={{ width: 88, flexShrink: 0, '& input': { minHeight: 30, textAlign: 'center', fontWeight: 700 } }}
    />
  );
}
