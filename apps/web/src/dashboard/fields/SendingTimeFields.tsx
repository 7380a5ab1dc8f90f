import { useMemo } from 'react';
import TextField from '@mui/material/TextField';
import { WEEKDAY_NAMES, type Language } from '@storyvault/contracts';
import { useT } from '../../i18n/LanguageContext';

interface SendingTimeFieldsProps {
  sendWeekday: number;
  timeZone: string;
  onWeekdayChange: (value: number) => void;
  onTimeZoneChange: (value: string) => void;
}

/** The browser's own time zone: the default at setup (the owner is often near the senior). */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** The weekday of the first question, 3 days from today: what the server picks when none is chosen. */
export function firstQuestionWeekday(today: Date = new Date()): number {
  return new Date(today.getTime() + 3 * 24 * 60 * 60 * 1000).getDay();
}

/** A weekday's name in the reader's language (0 is Sunday); 1 January 2023 was a Sunday. */
function weekdayName(day: number, language: Language): string {
  return new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2023, 0, 1 + day)),
  );
}

/** Every time zone this browser knows, with the chosen one always among them. */
function timeZoneChoices(current: string): string[] {
  const supported =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [browserTimeZone()];
  const all = new Set([...supported, 'UTC', current]);
  return [...all].sort((a, b) => a.localeCompare(b));
}

/** When questions arrive: the day of the week and the senior's time zone (native selects, large on phones). */
export function SendingTimeFields({
  sendWeekday,
  timeZone,
  onWeekdayChange,
  onTimeZoneChange,
}: SendingTimeFieldsProps) {
  const t = useT();
  const zones = useMemo(() => timeZoneChoices(timeZone), [timeZone]);
  return (
    <>
      <TextField
        select
        fullWidth
        label={t('dashboard.fields.weekday')}
        value={String(sendWeekday)}
        onChange={(event) => onWeekdayChange(Number(event.target.value))}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        {WEEKDAY_NAMES.map((name, day) => (
          <option key={name} value={day}>
            {weekdayName(day, t.language)}
          </option>
        ))}
      </TextField>
      <TextField
        select
        fullWidth
        label={t('dashboard.fields.timeZone')}
        value={timeZone}
        onChange={(event) => onTimeZoneChange(event.target.value)}
        helperText={t('dashboard.fields.timeZoneHelp')}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        {zones.map((zone) => (
          <option key={zone} value={zone}>
            {zone.replace(/_/g, ' ')}
          </option>
        ))}
      </TextField>
    </>
  );
}
