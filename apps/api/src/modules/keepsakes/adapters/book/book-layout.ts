import { DEFAULT_LANGUAGE, Language, translate } from '@storyvault/contracts';
import { decadeTitle } from '../../domain/book-chapters';
import { resolve } from 'node:path';
import type { BookOptions } from '../../domain/keepsake';

/** The fonts shipped with the app (apps/api/assets/fonts): DejaVu Serif covers Latin, Greek and Cyrillic. */
const FONT_DIR = resolve(__dirname, '../../../../../assets/fonts');
export const FONTS = {
  regular: { name: 'Serif', file: resolve(FONT_DIR, 'DejaVuSerif.ttf') },
  bold: { name: 'Serif-Bold', file: resolve(FONT_DIR, 'DejaVuSerif-Bold.ttf') },
  italic: { name: 'Serif-Italic', file: resolve(FONT_DIR, 'DejaVuSerif-Italic.ttf') },
} as const;

/** A page's geometry and type sizes, in PDF points (1/72 in). */
export interface BookLayout {
  size: [number, number];
  margins: { top: number; bottom: number; left: number; right: number };
  body: number;
  lineGap: number;
  title: number;
  chapter: number;
  small: number;
  /** Where the page number sits: this far below the text block. */
  folioGap: number;
  qr: number;
}

/**
 * 6×9 in (a trade paperback): 0.75 in margins all round (the gutter needs as much as the outside
 * edge once bound), 11 pt text. A4: 25 mm margins, 12 pt text. Both leave room under the text
 * block for the page number.
 */
export const LAYOUTS: Record<BookOptions['pageSize'], BookLayout> = {
  '6x9': {
    size: [432, 648],
    margins: { top: 54, bottom: 66, left: 54, right: 54 },
    body: 11,
    lineGap: 4,
    title: 18,
    chapter: 24,
    small: 9,
    folioGap: 26,
    qr: 76,
  },
  a4: {
    size: [595.28, 841.89],
    margins: { top: 71, bottom: 85, left: 71, right: 71 },
    body: 12,
    lineGap: 4.5,
    title: 20,
    chapter: 28,
    small: 10,
    folioGap: 34,
    qr: 86,
  },
};

export function contentWidth(layout: BookLayout): number {
  return layout.size[0] - layout.margins.left - layout.margins.right;
}

export function contentHeight(layout: BookLayout): number {
  return layout.size[1] - layout.margins.top - layout.margins.bottom;
}

/** The TOC's line height and how many lines a TOC page holds (the first has the heading too). */
export function tocGeometry(layout: BookLayout): { line: number; firstPage: number; perPage: number } {
  const line = layout.body * 1.75;
  const perPage = Math.floor(contentHeight(layout) / line);
  const heading = layout.chapter * 2.5;
  return { line, firstPage: Math.floor((contentHeight(layout) - heading) / line), perPage };
}

/** How many pages a TOC of `entries` lines takes. */
export function tocPages(layout: BookLayout, entries: number): number {
  const { firstPage, perPage } = tocGeometry(layout);
  return entries <= firstPage ? 1 : 1 + Math.ceil((entries - firstPage) / perPage);
}

/**
 * The story's one date: when it happened ("1962", "The 1960s"), else when it was told ("Told on
 * March 4, 2024").
 */
export function storyDateLine(createdAt: Date, period: string | null, language: Language = DEFAULT_LANGUAGE): string {
  if (period) return /^\d{4}s$/.test(period) ? decadeTitle(period, language) : period;
  return translate(language, 'book.toldOn', { date: utcDay(createdAt) });
}

/**
 * The day `at` falls on in UTC, as midnight of that day where this process runs: a message's
 * `{date, date, long}` is written in the process's time zone, and a story's day is its UTC day.
 */
export function utcDay(at: Date): Date {
  return new Date(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());
}

/** A photo's caption: the story's title and its year (when it happened, else when it was told). */
export function photoCaption(title: string, createdAt: Date, period: string | null): string {
  return `${title.replace(/\s+/g, ' ').trim()}, ${period ?? createdAt.getUTCFullYear()}`;
}
