import { imageSize } from 'image-size';
import QRCode from 'qrcode';
import { DEFAULT_LANGUAGE, Language, translate } from '@storyvault/contracts';
import {
  BookLayout,
  contentHeight,
  contentWidth,
  FONTS,
  photoCaption,
  storyDateLine,
  tocGeometry,
} from './book-layout';

/** A story as the book prints it: what was read of the source, its photos ready to place. */
export interface BookStory {
  id: string;
  title: string;
  questionText: string;
  category: string | null;
  period: string | null;
  createdAt: Date;
  text: string;
  photos: { id: string; mediaKey: string }[];
  /** A voice story's recording: a listen link is printed for it. */
  hasRecording: boolean;
}

/** A line of the table of contents, and the page it points to (filled in as the book is laid out). */
export interface TocEntry {
  label: string;
  level: 0 | 1;
  page: number;
}

const INK = '#1a1a1a';
const GREY = '#555555';

export function drawCover(
  doc: PDFKit.PDFDocument,
  layout: BookLayout,
  cover: { title: string; seniorName: string; photo: Buffer | null },
): void {
  const width = contentWidth(layout);
  const { left, top } = layout.margins;
  doc
    .font(FONTS.bold.name)
    .fontSize(layout.chapter * 1.2)
    .fillColor(INK);
  doc.text(cover.title, left, top + contentHeight(layout) * 0.08, { width, align: 'center' });
  doc.moveDown(0.6);
  doc.font(FONTS.italic.name).fontSize(layout.title).fillColor(GREY);
  doc.text(cover.seniorName, { width, align: 'center' });
  if (!cover.photo) return;
  const y = doc.y + layout.body * 2.5;
  const room = layout.size[1] - layout.margins.bottom - y;
  placePhoto(doc, cover.photo, left, y, width, room);
}

/** The TOC on its reserved pages (the first is `firstPage`, 0-based), once every page number is known. */
export function drawToc(
  doc: PDFKit.PDFDocument,
  layout: BookLayout,
  firstPage: number,
  entries: TocEntry[],
  language: Language = DEFAULT_LANGUAGE,
): void {
  const { line, firstPage: onFirst, perPage } = tocGeometry(layout);
  const width = contentWidth(layout);
  const { left, top } = layout.margins;
  let page = firstPage;
  let room = onFirst;
  doc.switchToPage(page);
  doc.font(FONTS.bold.name).fontSize(layout.chapter).fillColor(INK);
  doc.text(translate(language, 'book.contents'), left, top, { width, lineBreak: false });
  let y = top + layout.chapter * 2.5;
  for (const entry of entries) {
    if (room === 0) {
      doc.switchToPage(++page);
      y = top;
      room = perPage;
    }
    const indent = entry.level === 1 ? layout.body * 1.5 : 0;
    const number = String(entry.page);
    doc
      .font(entry.level === 0 ? FONTS.bold.name : FONTS.regular.name)
      .fontSize(layout.body)
      .fillColor(INK);
    const numberWidth = doc.widthOfString(number);
    const labelWidth = width - indent - numberWidth - layout.body * 1.5;
    doc.text(fitLine(doc, entry.label, labelWidth), left + indent, y, { width: labelWidth, lineBreak: false });
    doc.text(number, left + width - numberWidth, y, { lineBreak: false });
    y += line;
    room--;
  }
}

export function drawChapterOpener(doc: PDFKit.PDFDocument, layout: BookLayout, title: string): void {
  doc.font(FONTS.bold.name).fontSize(layout.chapter).fillColor(INK);
  doc.text(title, layout.margins.left, layout.margins.top + contentHeight(layout) * 0.3, {
    width: contentWidth(layout),
    align: 'center',
  });
}

/**
 * A story from the top of a fresh page: its title, question and one date; for a voice story the
 * QR code and short link, then its words beside them; its photos (captioned with the title and
 * year) under the heading, so that a photo always shares its page with its story. Photos the first
 * page has no room for follow the words, each page of them headed with the story's title.
 */
export function drawStory(
  doc: PDFKit.PDFDocument,
  layout: BookLayout,
  story: BookStory,
  photos: Buffer[],
  listen: { url: string; seniorName: string } | null,
  language: Language = DEFAULT_LANGUAGE,
): void {
  const width = contentWidth(layout);
  const left = layout.margins.left;
  doc.font(FONTS.bold.name).fontSize(layout.title).fillColor(INK);
  doc.text(story.title, left, layout.margins.top, { width });
  if (story.questionText.trim() && story.questionText.trim() !== story.title.trim()) {
    doc.moveDown(0.2).font(FONTS.italic.name).fontSize(layout.body).fillColor(GREY);
    doc.text(story.questionText, { width });
  }
  doc.moveDown(0.3).font(FONTS.regular.name).fontSize(layout.small).fillColor(GREY);
  doc.text(storyDateLine(story.createdAt, story.period, language), { width });
  if (listen) drawListen(doc, layout, listen, language);

  const grid = photoGrid(layout, photos.length);
  const caption = photoCaption(story.title, story.createdAt, story.period);
  let rest = photos;
  if (grid) {
    doc.moveDown(1);
    // The first page keeps room for a few lines of the story under its photos.
    const bottom = layout.size[1] - layout.margins.bottom;
    const room = Math.min(contentHeight(layout) * 0.55, bottom - doc.y - layout.body * 5);
    const rows = Math.max(1, Math.floor(room / grid.rowHeight));
    const first = photos.slice(0, rows * grid.columns);
    rest = photos.slice(first.length);
    drawPhotoRows(
      doc,
      layout,
      grid,
      first,
      caption,
      Math.min(grid.imageHeight, room - grid.rowHeight + grid.imageHeight),
    );
  }

  doc.moveDown(1).font(FONTS.regular.name).fontSize(layout.body).fillColor(INK);
  // Paragraphs are set apart by paragraphGap alone: a blank line would add a line's height to it.
  const text = story.text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n\s*/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .join('\n');
  if (text) doc.text(text, left, doc.y, { width, lineGap: layout.lineGap, paragraphGap: layout.body * 0.6 });
  if (grid && rest.length) {
    doc.moveDown(1);
    drawPhotoRows(doc, layout, grid, rest, caption, grid.imageHeight, `${story.title} (continued)`);
  }
}

interface PhotoGrid {
  columns: number;
  imageHeight: number;
  captionHeight: number;
  gap: number;
  rowHeight: number;
}

/** One photo large; two to four two abreast; more three abreast. */
function photoGrid(layout: BookLayout, count: number): PhotoGrid | null {
  if (!count) return null;
  const columns = count === 1 ? 1 : count <= 4 ? 2 : 3;
  const share = columns === 1 ? 0.42 : columns === 2 ? 0.24 : 0.17;
  const imageHeight = contentHeight(layout) * share;
  const captionHeight = layout.small * 3;
  const gap = layout.body * 0.9;
  return { columns, imageHeight, captionHeight, gap, rowHeight: imageHeight + captionHeight + gap };
}

/**
 * Photos in rows from doc.y, each centred in its cell with its caption under it. A row that does not
 * fit goes to a fresh page headed with `head` (the story's title), never to a page of photos alone.
 */
function drawPhotoRows(
  doc: PDFKit.PDFDocument,
  layout: BookLayout,
  grid: PhotoGrid,
  photos: Buffer[],
  caption: string,
  imageHeight: number,
  head?: string,
): void {
  const width = contentWidth(layout);
  const left = layout.margins.left;
  const bottom = layout.size[1] - layout.margins.bottom;
  const cell = (width - grid.gap * (grid.columns - 1)) / grid.columns;
  const height = Math.max(layout.body * 3, imageHeight);
  for (let start = 0; start < photos.length; start += grid.columns) {
    if (doc.y + height + grid.captionHeight > bottom && head) {
      doc.addPage();
      doc.font(FONTS.italic.name).fontSize(layout.small).fillColor(GREY);
      doc.text(head, left, layout.margins.top, { width });
      doc.moveDown(1);
    }
    const y = doc.y;
    let rowHeight = 0;
    photos.slice(start, start + grid.columns).forEach((jpeg, i) => {
      const x = left + i * (cell + grid.gap);
      const image = imageSize(jpeg);
      const scale = Math.min(cell / image.width, height / image.height, 1.5);
      const w = image.width * scale;
      const h = image.height * scale;
      doc.image(jpeg, x + (cell - w) / 2, y, { width: w, height: h });
      doc.font(FONTS.italic.name).fontSize(layout.small).fillColor(GREY);
      // Two lines at most: a narrow cell wraps the year under the title.
      doc.text(caption, x, y + h + layout.small * 0.4, {
        width: cell,
        align: 'center',
        height: layout.small * 2.5,
        ellipsis: true,
      });
      rowHeight = Math.max(rowHeight, h + grid.captionHeight);
    });
    doc.x = left;
    doc.y = y + rowHeight + grid.gap;
  }
}

/** A QR code (drawn as vector squares, sharp at any print resolution) and the short link beside it. */
function drawListen(
  doc: PDFKit.PDFDocument,
  layout: BookLayout,
  listen: { url: string; seniorName: string },
  language: Language,
): void {
  const size = layout.qr;
  doc.moveDown(1);
  const x = layout.margins.left;
  const y = doc.y;
  const qr = QRCode.create(listen.url, { errorCorrectionLevel: 'M' });
  const count = qr.modules.size;
  const quiet = 2;
  const cell = size / (count + quiet * 2);
  doc.save().rect(x, y, size, size).fill('#ffffff');
  for (let row = 0; row < count; row++) {
    for (let col = 0; col < count; col++) {
      if (qr.modules.get(row, col)) doc.rect(x + (col + quiet) * cell, y + (row + quiet) * cell, cell, cell);
    }
  }
  doc.fill('#000000').restore();
  const textX = x + size + layout.body;
  const textWidth = contentWidth(layout) - size - layout.body;
  doc.font(FONTS.italic.name).fontSize(layout.body).fillColor(INK);
  doc.text(translate(language, 'book.listen', { name: listen.seniorName }), textX, y + size * 0.22, {
    width: textWidth,
  });
  doc.font(FONTS.regular.name).fontSize(layout.small).fillColor(GREY);
  doc.text(listen.url.replace(/^https?:\/\//, ''), textX, doc.y + 2, { width: textWidth });
  doc.x = x;
  doc.y = Math.max(doc.y, y + size);
}

function placePhoto(doc: PDFKit.PDFDocument, jpeg: Buffer, x: number, y: number, width: number, room: number): void {
  const image = imageSize(jpeg);
  const scale = Math.min(width / image.width, room / image.height, 1.5);
  const w = image.width * scale;
  const h = image.height * scale;
  doc.image(jpeg, x + (width - w) / 2, y, { width: w, height: h });
  doc.x = x;
  doc.y = y + h;
}

/** Cuts a label to one line, with an ellipsis. */
function fitLine(doc: PDFKit.PDFDocument, label: string, width: number): string {
  const flat = label.replace(/\s+/g, ' ').trim();
  if (doc.widthOfString(flat) <= width) return flat;
  let end = flat.length;
  while (end > 1 && doc.widthOfString(`${flat.slice(0, end)}…`) > width) end = Math.floor(end * 0.9);
  return `${flat.slice(0, end).trimEnd()}…`;
}

/** Page numbers at the foot of every page but the cover. */
export function drawFolios(doc: PDFKit.PDFDocument, layout: BookLayout): void {
  const range = doc.bufferedPageRange();
  for (let i = range.start + 1; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.font(FONTS.regular.name).fontSize(layout.small).fillColor(GREY);
    doc.text(String(i + 1), layout.margins.left, layout.size[1] - bottom + layout.folioGap - layout.small, {
      width: contentWidth(layout),
      align: 'center',
      lineBreak: false,
    });
    doc.page.margins.bottom = bottom;
  }
}
