import { imageSize } from 'image-size';
import QRCode from 'qrcode';
import { BookLayout, contentHeight, contentWidth, FONTS, storyDateLine, tocGeometry } from './book-layout';

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
export function drawToc(doc: PDFKit.PDFDocument, layout: BookLayout, firstPage: number, entries: TocEntry[]): void {
  const { line, firstPage: onFirst, perPage } = tocGeometry(layout);
  const width = contentWidth(layout);
  const { left, top } = layout.margins;
  let page = firstPage;
  let room = onFirst;
  doc.switchToPage(page);
  doc.font(FONTS.bold.name).fontSize(layout.chapter).fillColor(INK);
  doc.text('Contents', left, top, { width, lineBreak: false });
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

/** A story from the top of a fresh page: title, question, date, text, photos, and the listen link. */
export function drawStory(
  doc: PDFKit.PDFDocument,
  layout: BookLayout,
  story: BookStory,
  photos: Buffer[],
  listen: { url: string; seniorName: string } | null,
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
  doc.text(storyDateLine(story.createdAt, story.period), { width });
  doc.moveDown(1).font(FONTS.regular.name).fontSize(layout.body).fillColor(INK);
  // Paragraphs are set apart by paragraphGap alone: a blank line would add a line's height to it.
  const text = story.text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n\s*/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .join('\n');
  if (text) doc.text(text, { width, lineGap: layout.lineGap, paragraphGap: layout.body * 0.6 });
  for (const photo of photos) {
    doc.moveDown(1);
    const bottom = layout.size[1] - layout.margins.bottom;
    const maxHeight = contentHeight(layout) * 0.55;
    if (bottom - doc.y < maxHeight * 0.6) doc.addPage();
    placePhoto(doc, photo, left, doc.y, width, Math.min(maxHeight, bottom - doc.y));
  }
  if (listen) drawListen(doc, layout, listen);
}

/** A QR code (drawn as vector squares, sharp at any print resolution) and the short link beside it. */
function drawListen(doc: PDFKit.PDFDocument, layout: BookLayout, listen: { url: string; seniorName: string }): void {
  const size = layout.qr;
  const bottom = layout.size[1] - layout.margins.bottom;
  doc.moveDown(1.2);
  if (bottom - doc.y < size) doc.addPage();
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
  doc.text(`Listen to ${listen.seniorName} tell this story:`, textX, y + size * 0.22, { width: textWidth });
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
