import { Injectable, Logger } from '@nestjs/common';
import type { Writable } from 'node:stream';
import { PhotoCopier } from '../../../../shared/images/photo-copier';
import { ObjectStore } from '../../../../shared/storage/object-store';
import { IssueListenLinks } from '../../application/listen-links.use-cases';
import { KeepsakeBuilder, KeepsakeProgress, KeepsakeRequest } from '../../application/ports/keepsake-builder';
import { KeepsakeSource, KeepsakeStory, KeepsakeVault } from '../../application/ports/keepsake-source';
import { chaptersOf } from '../../domain/book-chapters';
import { listenPath } from '../../domain/listen-link';
import { FONTS, LAYOUTS, tocPages } from './book-layout';
import type { BookStory, TocEntry } from './book-pages';

/** The drawing code and pdfkit, loaded with the first book: an api process never makes one. */
type BookPages = typeof import('./book-pages');

/** How far the PDF may run ahead of the stream it is written to before the builder waits. */
const HIGH_WATER = 8 * 1024 * 1024;
/** Stories whose photos are prepared (read, resized) while an earlier one is laid out. */
const LOOKAHEAD = 1;

/**
 * The printed book (docs/decisions/0055-printed-book-pdfkit.md), with pdfkit: a cover, the table of
 * contents, chapters by category or by life period, each story on its own page with its photos in
 * colour and, for a voice story, a QR code to its listen page; page numbers on every page but the
 * cover; DejaVu Serif embedded (subset).
 *
 * The stories are read first (their text only: a few MB for a lifetime of them), so that chapters
 * can be made and the TOC's pages reserved; then each is laid out in turn, its photos read and
 * resized one story ahead, written out and dropped. Pages stay buffered (their drawing
 * instructions, a few kB each) until the TOC and page numbers are drawn at the end; photos leave
 * memory as soon as they are placed.
 */
@Injectable()
export class PdfBookBuilder extends KeepsakeBuilder {
  readonly format = 'pdf' as const;
  private readonly logger = new Logger(PdfBookBuilder.name);

  constructor(
    private readonly source: KeepsakeSource,
    private readonly store: ObjectStore,
    private readonly photos: PhotoCopier,
    private readonly links: IssueListenLinks,
  ) {
    super();
  }

  async build(request: KeepsakeRequest, out: Writable, progress: KeepsakeProgress, signal: AbortSignal): Promise<void> {
    const vault = await this.source.vault(request.vaultId);
    if (!vault) throw new Error(`The vault ${request.vaultId} is gone.`);
    // The stories chosen (every one when none were), and the cover chosen from any story's photos.
    const chosen = request.book.storyIds ? new Set(request.book.storyIds) : null;
    const stories: BookStory[] = [];
    let cover: { mediaKey: string } | undefined;
    for await (const story of this.source.stories(request.vaultId)) {
      signal.throwIfAborted();
      const printed = bookStory(story);
      cover ??= printed.photos.find((p) => p.id === request.book.coverPhotoId);
      if (!chosen || chosen.has(story.id)) stories.push(printed);
    }
    await progress(0, stories.length);
    await this.links.discardUnfinished(request.exportId);

    const layout = LAYOUTS[request.book.pageSize] ?? LAYOUTS['6x9'];
    const [{ default: PDFDocument }, pages] = await Promise.all([import('pdfkit'), import('./book-pages')]);
    const doc = new PDFDocument({
      size: layout.size,
      margins: layout.margins,
      bufferPages: true,
      autoFirstPage: true,
      info: { Title: request.book.title || vault.title, Author: vault.seniorName, Creator: 'StoryVault' },
    });
    const finished = new Promise<void>((resolve, reject) => {
      out.once('finish', resolve);
      out.once('close', resolve);
      out.once('error', reject);
      doc.once('error', reject);
    });
    // Awaited once the book is done; an abort destroys `out`, whose error is the one thrown.
    finished.catch(() => undefined);
    doc.pipe(out);
    try {
      for (const font of Object.values(FONTS)) doc.registerFont(font.name, font.file);
      await this.layOut(pages, doc, out, request, vault, stories, cover ?? null, progress, signal);
      doc.end();
      await finished;
    } catch (error) {
      doc.unpipe(out);
      out.destroy(error instanceof Error ? error : new Error(String(error)));
      throw error;
    }
  }

  private async layOut(
    pages: BookPages,
    doc: PDFKit.PDFDocument,
    out: Writable,
    request: KeepsakeRequest,
    vault: KeepsakeVault,
    stories: BookStory[],
    coverPhoto: { mediaKey: string } | null,
    progress: KeepsakeProgress,
    signal: AbortSignal,
  ): Promise<void> {
    const layout = LAYOUTS[request.book.pageSize] ?? LAYOUTS['6x9'];
    const chapters = chaptersOf(stories, request.book.chapters, vault.language);
    pages.drawCover(doc, layout, {
      title: request.book.title?.trim() || vault.title,
      seniorName: vault.seniorName,
      photo: coverPhoto ? await this.printCopy(coverPhoto.mediaKey) : null,
    });

    const entries: TocEntry[] = [];
    const reserved = tocPages(layout, chapters.length + stories.length);
    for (let i = 0; i < reserved; i++) doc.addPage();
    const tocFirst = 1;

    const ordered = chapters.flatMap((c) => c.stories);
    const prepared = new Map<string, Promise<Buffer[]>>();
    const prepare = (index: number): void => {
      const story = ordered[index];
      if (!story || prepared.has(story.id)) return;
      const copies = this.printCopies(story);
      // Awaited when its story's turn comes; a build stopped before then must not leave it unhandled.
      copies.catch(() => undefined);
      prepared.set(story.id, copies);
    };
    let index = 0;
    let done = 0;
    for (const chapter of chapters) {
      doc.addPage();
      entries.push({ label: chapter.title, level: 0, page: pageNumber(doc) });
      pages.drawChapterOpener(doc, layout, chapter.title);
      for (const story of chapter.stories) {
        signal.throwIfAborted();
        for (let ahead = 0; ahead <= LOOKAHEAD; ahead++) prepare(index + ahead);
        const photos = await prepared.get(story.id)!;
        prepared.delete(story.id);
        index++;
        const listen = story.hasRecording
          ? { url: await this.listenUrl(request, vault, story), seniorName: vault.seniorName }
          : null;
        doc.addPage();
        entries.push({ label: story.title, level: 1, page: pageNumber(doc) });
        pages.drawStory(doc, layout, story, photos, listen, vault.language);
        await progress(++done, stories.length);
        await drained(doc, out, signal);
      }
    }
    pages.drawToc(doc, layout, tocFirst, entries, vault.language);
    pages.drawFolios(doc, layout);
  }

  private async listenUrl(request: KeepsakeRequest, vault: KeepsakeVault, story: BookStory): Promise<string> {
    const token = await this.links.issue(vault.id, story.id, request.exportId);
    return `${request.appUrl.replace(/\/+$/, '')}${listenPath(token)}`;
  }

  private async printCopies(story: BookStory): Promise<Buffer[]> {
    const copies = await Promise.all(story.photos.map((p) => this.printCopy(p.mediaKey)));
    return copies.filter((c): c is Buffer => c !== null);
  }

  /** The "web" copy (at most 1600 px, colour kept): 260 dpi across a 6×9 page. A photo gone or unreadable is left out. */
  private async printCopy(mediaKey: string): Promise<Buffer | null> {
    const content = await this.store.get(mediaKey);
    if (!content) return null;
    try {
      return await this.photos.printCopy(content.body);
    } catch (error) {
      this.logger.warn(`A photo of the book was left out (${mediaKey}): ${(error as Error).message}`);
      content.body.destroy();
      return null;
    }
  }
}

function bookStory(story: KeepsakeStory): BookStory {
  return {
    id: story.id,
    title: story.title,
    questionText: story.questionText,
    category: story.category,
    period: story.period,
    createdAt: story.createdAt,
    text: story.text,
    photos: story.files.filter((f) => f.kind === 'photo').map((f) => ({ id: f.id, mediaKey: f.mediaKey })),
    hasRecording: story.responseType === 'voice' && story.files.some((f) => f.kind === 'audio'),
  };
}

/** The number printed on the current page: the cover is page 1. */
function pageNumber(doc: PDFKit.PDFDocument): number {
  const range = doc.bufferedPageRange();
  return range.start + range.count;
}

/**
 * Waits while more than HIGH_WATER bytes of the PDF are waiting for the stream it is piped to;
 * throws when that stream failed (a full disk: the rest of the book would go nowhere).
 */
async function drained(doc: PDFKit.PDFDocument, out: Writable, signal: AbortSignal): Promise<void> {
  for (;;) {
    signal.throwIfAborted();
    if (out.errored) throw out.errored;
    if (doc.readableLength <= HIGH_WATER) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
}
