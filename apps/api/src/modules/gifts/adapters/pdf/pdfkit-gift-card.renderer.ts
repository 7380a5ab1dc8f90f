import { Injectable } from '@nestjs/common';
import { GiftCardSize } from '@storyvault/contracts';
import { resolve } from 'node:path';
import QRCode from 'qrcode';
import { GiftCardContent, GiftCardRenderer } from '../../application/ports/gift-card.renderer';

/** The fonts shipped with the app (apps/api/assets/fonts), as the printed book uses them. */
const FONT_DIR = resolve(__dirname, '../../../../../assets/fonts');
const FONTS = {
  regular: { name: 'Serif', file: resolve(FONT_DIR, 'DejaVuSerif.ttf') },
  bold: { name: 'Serif-Bold', file: resolve(FONT_DIR, 'DejaVuSerif-Bold.ttf') },
  italic: { name: 'Serif-Italic', file: resolve(FONT_DIR, 'DejaVuSerif-Italic.ttf') },
} as const;

/** Page sizes in PDF points: A5 148 × 210 mm, US Letter 8.5 × 11 in. */
const SIZES: Record<GiftCardSize, [number, number]> = { a5: [419.53, 595.28], letter: [612, 792] };
const INK = '#1f1a17';
const ACCENT = '#7a3b12';
const GREY = '#5c534d';

/** The gift card on pdfkit: one page, type scaled to the page, the QR code drawn as vector squares. */
@Injectable()
export class PdfkitGiftCardRenderer extends GiftCardRenderer {
  async render(card: GiftCardContent, size: GiftCardSize): Promise<Buffer> {
    const { default: PDFDocument } = await import('pdfkit');
    const [width, height] = SIZES[size];
    const scale = width / SIZES.a5[0];
    const margin = 40 * scale;
    const doc = new PDFDocument({
      size: [width, height],
      margin,
      info: { Title: `A gift for ${card.seniorName}`, Author: card.giverName, Creator: 'StoryVault' },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    const done = new Promise<Buffer>((resolvePdf, reject) => {
      doc.on('end', () => resolvePdf(Buffer.concat(chunks)));
      doc.on('error', reject);
    });
    for (const font of Object.values(FONTS)) doc.registerFont(font.name, font.file);
    const inner = width - 2 * margin;

    doc
      .rect(margin / 2, margin / 2, width - margin, height - margin)
      .lineWidth(2 * scale)
      .stroke(ACCENT);
    doc
      .font(FONTS.regular.name)
      .fontSize(11 * scale)
      .fillColor(GREY);
    doc.text('A gift of StoryVault', margin, margin + 6 * scale, { width: inner, align: 'center' });
    doc.moveDown(0.6);
    doc
      .font(FONTS.bold.name)
      .fontSize(24 * scale)
      .fillColor(INK);
    doc.text(`For ${card.seniorName}`, { width: inner, align: 'center' });
    doc.moveDown(0.3);
    doc
      .font(FONTS.regular.name)
      .fontSize(13 * scale)
      .fillColor(ACCENT);
    doc.text(`Starts on ${card.startDay}`, { width: inner, align: 'center' });
    doc.moveDown(1);

    doc
      .font(FONTS.italic.name)
      .fontSize(12 * scale)
      .fillColor(INK);
    doc.text(card.message, margin + 10 * scale, doc.y, {
      width: inner - 20 * scale,
      align: 'left',
      lineGap: 3 * scale,
    });
    doc.moveDown(0.5);
    doc
      .font(FONTS.regular.name)
      .fontSize(12 * scale)
      .fillColor(INK);
    doc.text(`With love, ${card.giverName}`, margin + 10 * scale, doc.y, { width: inner - 20 * scale, align: 'right' });
    doc.moveDown(1);

    doc
      .font(FONTS.regular.name)
      .fontSize(11 * scale)
      .fillColor(INK);
    doc.text(
      'One question by email each week, about your life. Answer by replying, or by the link in the email. No app, no password.',
      margin,
      doc.y,
      { width: inner, align: 'center', lineGap: 2 * scale },
    );

    const qrSize = 110 * scale;
    const qrY = Math.max(doc.y + 14 * scale, height - margin - qrSize - 44 * scale);
    drawQr(doc, card.welcomeUrl, (width - qrSize) / 2, qrY, qrSize);
    doc
      .font(FONTS.regular.name)
      .fontSize(10 * scale)
      .fillColor(GREY);
    doc.text('Scan to see what is coming, or open', margin, qrY + qrSize + 4 * scale, {
      width: inner,
      align: 'center',
    });
    doc.fontSize(8 * scale).text(card.welcomeUrl.replace(/^https?:\/\//, ''), { width: inner, align: 'center' });
    doc.end();
    return done;
  }
}

function drawQr(doc: PDFKit.PDFDocument, url: string, x: number, y: number, size: number): void {
  const qr = QRCode.create(url, { errorCorrectionLevel: 'M' });
  const count = qr.modules.size;
  const quiet = 2;
  const cell = size / (count + quiet * 2);
  doc.save().rect(x, y, size, size).fill('#ffffff');
  for (let row = 0; row < count; row++)
    for (let col = 0; col < count; col++)
      if (qr.modules.get(row, col)) doc.rect(x + (col + quiet) * cell, y + (row + quiet) * cell, cell, cell);
  doc.fill('#000000').restore();
}
