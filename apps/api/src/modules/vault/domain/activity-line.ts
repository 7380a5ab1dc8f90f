import { ActivityType, Frequency, Language, translator } from '@storyvault/contracts';
import { dayInWords, localeOf } from '../../../shared/mail/email-language';

/** The reply words a line may name (inbound's `ReplyCommand` kinds). */
export type ReplyWord = 'skip' | 'pause' | 'stop' | 'resume';

/** What a settings save changed; only what the owner can see (never the senior's address or phone). */
export interface SettingsChanges {
  /** The senior's name after the save. */
  senior: string;
  /** The new name, when it changed. */
  name?: string;
  /** The address or the phone changed: the feed says that they did, never what they are. */
  contact?: boolean;
  /** The new frequency; `afterUpgrade` when it waits for the end of the trial. */
  frequency?: { weeks: Frequency; afterUpgrade: boolean };
  /** The new weekday, 0 (Sunday) to 6. */
  weekday?: number;
  timeZone?: string;
}

/**
 * What happened, kept with an activity (`activities.details`) so that each reader's line is
 * written in their own language when the feed is read
 * (docs/decisions/0998-the-feed-keeps-facts-and-speaks-the-readers-language.md). `kind` is finer
 * than the activity's type where one type has several lines (a pause or a stop). Dates are ISO
 * strings, as JSON keeps them. What the family or the senior wrote is kept as written.
 */
export type ActivityDetails =
  | { kind: 'story'; senior: string; voice: boolean; question: string }
  | { kind: 'question_sent'; senior: string; question: string }
  | { kind: 'question_added'; question: string; photo: boolean }
  | { kind: 'vault_created'; senior: string; questions: number }
  | ({ kind: 'settings' } & SettingsChanges)
  | { kind: 'paused'; senior: string; until: string }
  | { kind: 'stopped'; senior: string }
  /** `by` is who resumed: the senior's name, the owner's, or null for an owner without a name ("You"). */
  | { kind: 'resumed'; by: string | null }
  | { kind: 'skipped'; senior: string }
  | { kind: 'held_word'; senior: string; word: ReplyWord; from: string }
  | { kind: 'asked_choice'; senior: string; reply: string; word: ReplyWord; until?: string };

const TYPES: Record<ActivityDetails['kind'], ActivityType> = {
  story: 'story_received',
  question_sent: 'question_sent',
  question_added: 'question_added',
  vault_created: 'vault_created',
  settings: 'settings_updated',
  paused: 'questions_paused',
  stopped: 'questions_paused',
  resumed: 'questions_resumed',
  skipped: 'question_skipped',
  held_word: 'command_held',
  asked_choice: 'command_held',
};

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;

/** A question or a reply in a line, on one line and shortened so the feed stays readable. */
export function shortened(text: string, max = 80): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  return oneLine.length > max ? oneLine.slice(0, max - 1).trimEnd() + '…' : oneLine;
}

/** A day in the reader's words ("3 June", "3. Juni"), with the year only when it is not the line's year. */
function day(language: Language, iso: string, at: Date): string {
  const date = new Date(iso);
  return dayInWords(language, date, { withYear: date.getUTCFullYear() !== at.getUTCFullYear() });
}

/**
 * The line of an activity that happened at `at`, in `language`. Each sentence is one message;
 * a settings save's changes are each a message, listed by `Intl.ListFormat` in the reader's
 * locale (commas, and the language's own "and" where it uses one).
 */
export function activityLine(language: Language, details: ActivityDetails, at: Date): string {
  const t = translator(language);
  switch (details.kind) {
    case 'story':
      return t('activity.storyReceived', {
        senior: details.senior,
        voice: details.voice ? 'yes' : 'no',
        question: shortened(details.question),
      });
    case 'question_sent':
      return t('activity.questionSent', { senior: details.senior, question: shortened(details.question) });
    case 'question_added':
      return t('activity.questionAdded', {
        photo: details.photo ? 'yes' : 'no',
        question: shortened(details.question),
      });
    case 'vault_created':
      return t('activity.vaultCreated', { senior: details.senior, count: details.questions });
    case 'settings':
      return t('activity.settingsUpdated', { changes: settingsChanges(language, details) });
    case 'paused':
      return t('activity.paused', { senior: details.senior, date: day(language, details.until, at) });
    case 'stopped':
      return t('activity.stopped', { senior: details.senior });
    case 'resumed':
      return details.by ? t('activity.resumed', { name: details.by }) : t('activity.resumedByYou');
    case 'skipped':
      return t('activity.skipped', { senior: details.senior });
    case 'held_word':
      return t('activity.heldWord', { word: details.word, from: details.from, senior: details.senior });
    case 'asked_choice':
      return t('activity.askedChoice', {
        senior: details.senior,
        reply: shortened(details.reply),
        meant: meant(language, details.word, details.until, at),
      });
  }
}

/** The activity to record: its type, its English line (for old clients, the CLI, a fallback) and its facts. */
export function activityEntry(details: ActivityDetails, at: Date) {
  return { type: TYPES[details.kind], description: activityLine('en', details, at), details };
}

function settingsChanges(language: Language, changes: SettingsChanges): string {
  const t = translator(language);
  const parts: string[] = [];
  if (changes.name !== undefined) parts.push(t('activity.settings.name', { name: changes.name }));
  if (changes.contact) parts.push(t('activity.settings.contact', { senior: changes.senior }));
  if (changes.frequency)
    parts.push(
      t('activity.settings.frequency', {
        weeks: changes.frequency.weeks,
        upgrade: changes.frequency.afterUpgrade ? 'yes' : 'no',
      }),
    );
  if (changes.weekday !== undefined) parts.push(t('activity.settings.weekday', { day: WEEKDAYS[changes.weekday] }));
  if (changes.timeZone !== undefined)
    parts.push(t('activity.settings.timeZone', { zone: changes.timeZone.replace(/_/g, ' ') }));
  // English has always listed them with commas alone; the 'unit' list keeps that and gives each
  // other language its own way of listing.
  return new Intl.ListFormat(localeOf(language), { type: 'unit', style: 'long' }).format(parts);
}

/** What an unclear reply may mean, as the button she was sent says it, in the reader's language. */
function meant(language: Language, word: ReplyWord, until: string | undefined, at: Date): string {
  const t = translator(language);
  switch (word) {
    case 'pause':
      return t('senior.choice.pauseUntil', { date: until ? day(language, until, at) : '' });
    case 'skip':
      return t('senior.choice.skip');
    case 'stop':
      return t('senior.choice.stop');
    case 'resume':
      return t('senior.choice.resume');
  }
}
