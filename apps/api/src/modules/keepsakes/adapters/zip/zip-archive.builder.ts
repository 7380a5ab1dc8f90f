import { Injectable } from '@nestjs/common';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ZipFile } from 'yazl';
import { ObjectStore } from '../../../../shared/storage/object-store';
import { KeepsakeBuilder, KeepsakeProgress, KeepsakeRequest } from '../../application/ports/keepsake-builder';
import { KeepsakeSource, KeepsakeStory, KeepsakeVault } from '../../application/ports/keepsake-source';
import { storyPage } from './archive-html';
import { archiveIndex } from './archive-index';
import { archivePaths, archiveReadme, storyMarkdown, storyRecord } from './archive-layout';
import { useNativeCrc32 } from './native-crc32';

/** Stories read from the database at once. */
const PAGE = 50;

/**
 * Everything (ZIP): index.html and a page per story for people (HTML) and for plain reading
 * (Markdown), stories.json, the original media and the raw emails. The
 * archive is written as it is read: each file is opened only when yazl reaches it (one at a
 * time), and the next story is read only once the one before is being written, so memory stays
 * flat whatever the vault holds. Media are stored, not recompressed (JPEG, WAV and MP3 gain
 * nothing from deflate); yazl switches to ZIP64 past 4 GB.
 */
@Injectable()
export class ZipArchiveBuilder extends KeepsakeBuilder {
  readonly format = 'zip' as const;

  constructor(
    private readonly source: KeepsakeSource,
    private readonly store: ObjectStore,
  ) {
    super();
    useNativeCrc32();
  }

  async build(request: KeepsakeRequest, out: Writable, progress: KeepsakeProgress, signal: AbortSignal) {
    const vault = await this.source.vault(request.vaultId);
    if (!vault) throw new Error('The collection no longer exists.');
    const zip = new ZipFile();
    const written = pipeline(zip.outputStream, out, { signal });
    // An error of yazl's (a file that changed size) fails the pipeline.
    zip.on('error', (error: Error) => (zip.outputStream as Readable).destroy(error));
    const failed = written.then(
      () => new Promise<never>(() => undefined),
      (error: unknown) => Promise.reject(error),
    );
    failed.catch(() => undefined);
    const now = new Date();
    try {
      zip.addBuffer(Buffer.from(archiveReadme(vault, now)), 'README.txt', { mtime: now });
      let done = 0;
      const total = vault.storyCount + 1;
      for await (const story of this.source.stories(request.vaultId, PAGE)) {
        signal.throwIfAborted();
        const reached = this.addStory(zip, vault, story);
        // Wait for yazl to reach this story's last file before reading further (or for a failure).
        await Promise.race([reached, failed]);
        await progress(++done, total);
      }
      zip.addReadStreamLazy('stories.json', { mtime: now }, (cb) =>
        cb(null, Readable.from(this.storiesJson(request.vaultId, vault, now))),
      );
      zip.addReadStreamLazy('index.html', { mtime: now }, (cb) =>
        cb(null, Readable.from(archiveIndex(vault, now, () => this.source.stories(request.vaultId, PAGE)))),
      );
      zip.end();
      await written;
      await progress(total, total);
    } catch (error) {
      (zip.outputStream as Readable).destroy(error instanceof Error ? error : new Error(String(error)));
      await written.catch(() => undefined);
      throw error;
    }
  }

  /** Adds the story's page, files and email; resolves when yazl starts on the last of them. */
  private addStory(zip: ZipFile, vault: KeepsakeVault, story: KeepsakeStory): Promise<void> {
    const paths = archivePaths(story);
    const mtime = story.createdAt;
    return new Promise<void>((reached) => {
      const parts: Array<{ path: string; compress: boolean; open: () => Promise<Readable> }> = [
        {
          path: paths.markdown,
          compress: true,
          open: async () => Readable.from([Buffer.from(storyMarkdown(story, paths, vault.language))]),
        },
        {
          path: paths.html,
          compress: true,
          open: async () => Readable.from([Buffer.from(storyPage(vault, story, paths))]),
        },
      ];
      for (const file of story.files)
        parts.push({
          path: paths.media.get(file.id)!,
          compress: false,
          open: async () => {
            const content = await this.store.get(file.mediaKey);
            if (!content) throw new Error(`A file of story ${story.number} is missing from storage.`);
            return content.body;
          },
        });
      if (paths.email && story.inboundMessageId) {
        const messageId = story.inboundMessageId;
        parts.push({
          path: paths.email,
          compress: true,
          open: async () => {
            const raw = await this.source.rawEmail(messageId);
            return Readable.from([raw ?? Buffer.alloc(0)]);
          },
        });
      }
      parts.forEach((part, index) =>
        zip.addReadStreamLazy(part.path, { mtime, compress: part.compress }, (cb) => {
          if (index === parts.length - 1) reached();
          part.open().then(
            (stream) => cb(null, stream),
            (error: unknown) => cb(error, undefined as unknown as Readable),
          );
        }),
      );
    });
  }

  private async *storiesJson(
    vaultId: string,
    vault: { id: string; title: string; seniorName: string; ownerName: string; storyCount: number },
    exportedAt: Date,
  ): AsyncGenerator<Buffer> {
    const head = {
      format: 'storyvault-archive',
      version: 1,
      exportedAt: exportedAt.toISOString(),
      vault: {
        id: vault.id,
        title: vault.title,
        seniorName: vault.seniorName,
        ownerName: vault.ownerName,
        storyCount: vault.storyCount,
      },
    };
    yield Buffer.from(JSON.stringify(head, null, 2).replace(/\n}$/, ',\n  "stories": ['));
    let first = true;
    for await (const story of this.source.stories(vaultId, PAGE)) {
      const record = JSON.stringify(storyRecord(story, archivePaths(story)), null, 2).replace(/^/gm, '    ');
      yield Buffer.from((first ? '\n' : ',\n') + record);
      first = false;
    }
    yield Buffer.from(first ? ']\n}\n' : '\n  ]\n}\n');
  }
}
