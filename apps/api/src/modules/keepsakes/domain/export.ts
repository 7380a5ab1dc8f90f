import { EXPORT_LIMITS, ExportRequestBody } from '@storyvault/contracts';
import { DomainError } from '../../../shared/domain-error';
import { BookOptions, DEFAULT_BOOK_OPTIONS, ExportFormat } from './keepsake';

export type ExportStatus = 'queued' | 'running' | 'done' | 'failed' | 'expired';

/** One keepsake asked for: the row the worker builds and the dashboard polls. */
export interface ExportRecord {
  id: string;
  vaultId: string;
  requestedBy: string;
  format: ExportFormat;
  options: BookOptions;
  status: ExportStatus;
  progress: number;
  error: string | null;
  objectKey: string | null;
  sizeBytes: number | null;
  createdAt: Date;
  finishedAt: Date | null;
  expiresAt: Date | null;
}

export const EXPORT_KEEP_MS = EXPORT_LIMITS.keepDays * 24 * 60 * 60 * 1000;

export class InvalidExportError extends DomainError {
  constructor(message: string, details?: string[]) {
    super('INVALID_EXPORT', message, details);
  }
}

export class ExportNotFoundError extends DomainError {
  constructor() {
    super('EXPORT_NOT_FOUND', 'There is no such export.');
  }
}

export class ExportsBusyError extends DomainError {
  constructor() {
    super(
      'EXPORTS_BUSY',
      `This collection already has ${EXPORT_LIMITS.activePerVault} exports being made. Please wait for one to finish.`,
    );
  }
}

/** A wait in plain words, never shorter than it is: "in 20 hours", "in 5 minutes". */
export function waitInWords(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes < 60) return `in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
  const hours = Math.ceil(minutes / 60);
  return `in ${hours} ${hours === 1 ? 'hour' : 'hours'}`;
}

/** Over a day's cap: the person's in this vault, or the vault's; Retry-After when the oldest counted leaves the day. */
export class ExportsLimitError extends DomainError {
  constructor(scope: 'person' | 'vault', retryAfterSeconds: number) {
    const again = `You can ask again ${waitInWords(retryAfterSeconds)}.`;
    super(
      'EXPORTS_LIMIT',
      scope === 'person'
        ? `You have asked for ${EXPORT_LIMITS.perPersonPerDay} keepsakes today. ${again}`
        : `This collection has had ${EXPORT_LIMITS.perVaultPerDay} keepsakes asked for today. ${again}`,
    );
    this.retryAfterSeconds = Math.ceil(retryAfterSeconds);
  }
}

export class ExportNotReadyError extends DomainError {
  constructor(status: ExportStatus) {
    super(
      'EXPORT_NOT_READY',
      status === 'expired'
        ? 'This file was deleted after 7 days. Please ask for a new one.'
        : 'This file is not ready to download.',
    );
  }
}

const FORMATS: readonly ExportFormat[] = ['pdf', 'zip'];
const KNOWN_FIELDS = new Set(['format', 'pageSize', 'chapters', 'coverPhotoId', 'title', 'storyIds']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A request's format and book options, checked field by field, every problem named. */
export function parseExportRequest(body: unknown): { format: ExportFormat; options: BookOptions } {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new InvalidExportError('Please choose what to make: "pdf" (the book) or "zip" (everything).');
  const input = body as Partial<Record<keyof ExportRequestBody, unknown>> & Record<string, unknown>;
  const problems: string[] = [];
  const unknown = Object.keys(input).filter((k) => !KNOWN_FIELDS.has(k));
  if (unknown.length) problems.push(`Unknown option: ${unknown.join(', ')}.`);
  const format = input.format;
  if (!FORMATS.includes(format as ExportFormat))
    problems.push('format must be "pdf" (the book) or "zip" (everything).');
  const options: BookOptions = { ...DEFAULT_BOOK_OPTIONS };
  if (input.pageSize !== undefined) {
    if (input.pageSize === '6x9' || input.pageSize === 'a4') options.pageSize = input.pageSize;
    else problems.push('pageSize must be "6x9" or "a4".');
  }
  if (input.chapters !== undefined) {
    if (input.chapters === 'category' || input.chapters === 'period') options.chapters = input.chapters;
    else problems.push('chapters must be "category" or "period".');
  }
  if (input.coverPhotoId !== undefined && input.coverPhotoId !== null) {
    if (typeof input.coverPhotoId === 'string' && UUID.test(input.coverPhotoId))
      options.coverPhotoId = input.coverPhotoId.toLowerCase();
    else problems.push('coverPhotoId must be the id of a story photo.');
  }
  if (input.title !== undefined && input.title !== null) {
    const title = typeof input.title === 'string' ? input.title.replace(/\s+/g, ' ').trim() : null;
    if (title === null) problems.push('title must be text.');
    else if ([...title].length > EXPORT_LIMITS.titleMaxLength)
      problems.push(`title must be at most ${EXPORT_LIMITS.titleMaxLength} characters.`);
    else options.title = title || null;
  }
  if (input.storyIds !== undefined && input.storyIds !== null) {
    const ids = input.storyIds;
    if (!Array.isArray(ids) || !ids.every((id) => typeof id === 'string' && UUID.test(id)))
      problems.push('storyIds must be a list of story ids.');
    else if (!ids.length) problems.push('Please choose at least one story for the book.');
    else if (ids.length > EXPORT_LIMITS.bookStoriesMax)
      problems.push(`A book holds at most ${EXPORT_LIMITS.bookStoriesMax} chosen stories.`);
    // Sorted and without repeats: the same choice is the same book, however it was listed.
    else options.storyIds = [...new Set(ids.map((id: string) => id.toLowerCase()))].sort();
  }
  if (problems.length) {
    throw new InvalidExportError(problems[0], problems);
  }
  return { format: format as ExportFormat, options };
}

/** The downloaded file's name: "roses-stories-2026-11-26.zip". */
export function exportFilename(seniorName: string, format: ExportFormat, createdAt: Date): string {
  const base = slug(seniorName) || 'storyvault';
  const day = createdAt.toISOString().slice(0, 10);
  return `${base}-${format === 'pdf' ? 'book' : 'stories'}-${day}.${format}`;
}

export const EXPORT_CONTENT_TYPE: Record<ExportFormat, string> = {
  pdf: 'application/pdf',
  zip: 'application/zip',
};

/** Lower-case ASCII letters, digits and dashes, accents folded ("Élise's garden" → "elises-garden"). */
export function slug(text: string, maxLength = 60): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/g, '');
}

/** Where every file of the vault's exports is kept: one prefix, so an erased vault leaves none behind. */
export function exportsPrefix(vaultId: string): string {
  return `exports/${vaultId}/`;
}
