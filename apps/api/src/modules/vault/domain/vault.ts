import { DeliveryMethod, Frequency, FREQUENCIES, isLanguage, Language } from '@storyvault/contracts';
import { canonicalTimeZone, isWeekday, SendingTime, Weekday } from './schedule';
import { InvalidVaultError } from './vault.errors';

/** Paused until a date (the senior's PAUSE), or until the owner resumes (STOP): see pause.ts. */
export type PauseKind = 'pause' | 'stop';
/** Who paused them: the senior by a reply word, or the owner. */
export type PausedBy = 'senior' | 'owner';

export interface Vault {
  id: string;
  ownerId: string;
  seniorName: string;
  seniorEmail: string;
  seniorPhone: string | null;
  deliveryMethod: DeliveryMethod;
  frequency: Frequency;
  sendIntroEmail: boolean;
  isSetupComplete: boolean;
  setupCompletedAt: Date | null;
  /** When the next question is due; moved on by each send. */
  nextSendAt: Date | null;
  /** The weekday questions arrive (0 = Sunday), at about 9:00 in `timeZone`. */
  sendWeekday: Weekday;
  /** The senior's IANA time zone. */
  timeZone: string;
  /** What the senior reads (emails, answer pages) and the book prints. */
  language: Language;
  introSentAt: Date | null;
  lastSentAt: Date | null;
  /** Set when the owner was told the questions ran out; cleared when questions are added. */
  queueEmptyNotifiedAt: Date | null;
  storiesCount: number;
  createdAt: Date;
  /** Questions paused until then (kind 'pause'), or until the owner resumes them (kind 'stop', no date). See pause.ts. */
  pausedUntil: Date | null;
  pauseKind: PauseKind | null;
  pausedBy: PausedBy | null;
  /**
   * A gift's first day (YYYY-MM-DD, the senior's calendar) and its morning: nothing reaches the
   * senior before it, and its introduction carries `introNote`, the giver's message. Null for a
   * vault that is not a gift.
   */
  startsOn?: string | null;
  startsAt?: Date | null;
  introNote?: string | null;
}

/** What a new vault starts with; the schedule fields begin empty. */
export type NewVault = Omit<
  Vault,
  | 'id'
  | 'createdAt'
  | 'storiesCount'
  | 'introSentAt'
  | 'lastSentAt'
  | 'queueEmptyNotifiedAt'
  | 'pausedUntil'
  | 'pauseKind'
  | 'pausedBy'
>;

/**
 * What saving a vault may change. The send bookkeeping (intro, last send, out-of-questions
 * notice, stories) belongs to the workers and is never overwritten by a settings save.
 */
export function editableFields(vault: Vault): Omit<NewVault, 'ownerId'> {
  return {
    seniorName: vault.seniorName,
    seniorEmail: vault.seniorEmail,
    seniorPhone: vault.seniorPhone,
    deliveryMethod: vault.deliveryMethod,
    frequency: vault.frequency,
    sendIntroEmail: vault.sendIntroEmail,
    isSetupComplete: vault.isSetupComplete,
    setupCompletedAt: vault.setupCompletedAt,
    nextSendAt: vault.nextSendAt,
    sendWeekday: vault.sendWeekday,
    timeZone: vault.timeZone,
    language: vault.language,
  };
}

export interface VaultDetails {
  seniorName: string;
  seniorEmail: string;
  seniorPhone: string | null;
  deliveryMethod: DeliveryMethod;
  frequency: Frequency;
}

const DAY_MS = 24 * 60 * 60 * 1000;
export const SENIOR_NAME_MAX_LENGTH = 100;

/** Checks and tidies what an owner typed in the setup card or the settings dialog. */
export function validateVaultDetails(input: {
  seniorName: string;
  seniorEmail: string;
  seniorPhone?: string | null;
  deliveryMethod: string;
  frequency: number;
}): VaultDetails {
  const seniorName = input.seniorName.trim().replace(/\s+/g, ' ');
  if (!seniorName) throw new InvalidVaultError("Please enter your loved one's name.");
  if (seniorName.length > SENIOR_NAME_MAX_LENGTH) {
    throw new InvalidVaultError(`The name can be at most ${SENIOR_NAME_MAX_LENGTH} characters long.`);
  }
  const seniorEmail = input.seniorEmail.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(seniorEmail) || seniorEmail.length > 254) {
    throw new InvalidVaultError('Please enter a valid email address.');
  }
  if (input.deliveryMethod !== 'email') {
    throw new InvalidVaultError('Questions can only be delivered by email for now.');
  }
  if (!FREQUENCIES.includes(input.frequency as Frequency)) {
    throw new InvalidVaultError('Frequency must be every 1, 2 or 4 weeks.');
  }
  const seniorPhone = input.seniorPhone?.trim() || null;
  return { seniorName, seniorEmail, seniorPhone, deliveryMethod: 'email', frequency: input.frequency as Frequency };
}

/**
 * The weekday and time zone as given (each may be left out: then `undefined`). An unknown time
 * zone or a weekday outside 0–6 is refused with a plain message.
 */
export function validateSendingTime(input: { sendWeekday?: unknown; timeZone?: unknown }): Partial<SendingTime> {
  const result: Partial<SendingTime> = {};
  if (input.sendWeekday !== undefined && input.sendWeekday !== null) {
    if (!isWeekday(input.sendWeekday)) {
      throw new InvalidVaultError('The day for questions must be a day of the week, 0 (Sunday) to 6 (Saturday).');
    }
    result.sendWeekday = input.sendWeekday;
  }
  if (input.timeZone !== undefined && input.timeZone !== null) {
    const timeZone = typeof input.timeZone === 'string' ? canonicalTimeZone(input.timeZone) : null;
    if (!timeZone) {
      throw new InvalidVaultError(
        `We don't know the time zone "${String(input.timeZone).slice(0, 64)}". Please choose one from the list, such as Europe/Berlin or America/New_York.`,
      );
    }
    result.timeZone = timeZone;
  }
  return result;
}

/** docs/product.md §6: owners without full access are in a trial, and trial questions go weekly. */
export function effectiveFrequency(frequency: Frequency, ownerHasFullAccess: boolean): Frequency {
  return ownerHasFullAccess ? frequency : 1;
}

/** Days since setup, counting the day of setup as the first (0 before setup). */
export function daysActive(setupCompletedAt: Date | null, now: Date): number {
  if (!setupCompletedAt) return 0;
  return Math.max(1, Math.floor((now.getTime() - setupCompletedAt.getTime()) / DAY_MS) + 1);
}

/** The vault's language as given: left out, `undefined`; one StoryVault does not speak, refused. */
export function validateLanguage(language: unknown): Language | undefined {
  if (language === undefined || language === null) return undefined;
  if (!isLanguage(language)) throw new InvalidVaultError(LANGUAGE_MESSAGE);
  return language;
}

export const LANGUAGE_MESSAGE = 'language must be one of en, de, es, fr or nl.';
