import { testConfig } from '@storyvault/api-testing';
import { Writable } from 'node:stream';
import { InMemoryObjectStore } from '../../../../testing/in-memory/storage/in-memory-object.store';
import { ManualClock } from '../../../shared/time/clock';
import { ExportRecord } from '../domain/export';
import { DEFAULT_BOOK_OPTIONS } from '../domain/keepsake';
import { BuildExport } from './build-export.use-case';
import { ExportReadyNotice } from './export-ready-notice.service';
import { KeepsakeBuilders } from './keepsake-builders';
import { KeepsakeBuilder, KeepsakeProgress, KeepsakeRequest } from './ports/keepsake-builder';
import { ExportRepository } from './ports/export.repository';

/** The exports table as the use case needs it: the one holder of a running export may finish it. */
class MemoryExports implements Partial<ExportRepository> {
  rows = new Map<string, ExportRecord & { builder: string | null }>();
  async find(id: string) {
    return this.rows.get(id) ?? null;
  }
  async start(id: string, builder: string) {
    const row = this.rows.get(id)!;
    if (row.status === 'done' || row.status === 'expired') return false;
    Object.assign(row, { status: 'running', builder, progress: 0 });
    return true;
  }
  async progress(id: string, builder: string, percent: number) {
    const row = this.rows.get(id)!;
    if (row.builder === builder) row.progress = percent;
  }
  async finish(id: string, builder: string, file: { objectKey: string; sizeBytes: number; expiresAt: Date }) {
    const row = this.rows.get(id)!;
    if (row.builder !== builder || row.status !== 'running') return false;
    Object.assign(row, { status: 'done', progress: 100, ...file });
    return true;
  }
  async kept(vaultId: string) {
    return [...this.rows.values()].filter((r) => r.vaultId === vaultId && r.status === 'done' && r.objectKey);
  }
  async markExpired(id: string) {
    const row = this.rows.get(id)!;
    if (row.status === 'done') Object.assign(row, { status: 'expired', objectKey: null });
  }
  async fail(id: string, error: string) {
    const row = this.rows.get(id)!;
    if (row.status === 'queued' || row.status === 'running') Object.assign(row, { status: 'failed', error });
  }
}

/** Writes "chunk" `parts` times, waiting for `gate` before its last one (so a test can step in). */
class FakeZip extends KeepsakeBuilder {
  readonly format = 'zip' as const;
  gate: Promise<void> = Promise.resolve();
  failWith: Error | null = null;
  async build(_request: KeepsakeRequest, out: Writable, progress: KeepsakeProgress) {
    out.write('first part;');
    await progress(1, 2);
    await this.gate;
    if (this.failWith) throw this.failWith;
    out.end('last part');
  }
}

describe('building an export', () => {
  const clock = new ManualClock(new Date('2026-05-04T10:00:00Z'));
  let exports: MemoryExports;
  let store: InMemoryObjectStore;
  let zip: FakeZip;
  let sent: string[];
  let build: BuildExport;
  const ctx = (lastTry = false) => ({
    signal: new AbortController().signal,
    progress: async () => undefined,
    lastTry,
  });
  const keys = async () => {
    const found: string[] = [];
    for await (const { key } of store.list('exports/')) found.push(key);
    return found;
  };

  beforeEach(() => {
    exports = new MemoryExports();
    store = new InMemoryObjectStore();
    zip = new FakeZip();
    sent = [];
    const notice = { send: async (record: ExportRecord) => void sent.push(record.id) } as unknown as ExportReadyNotice;
    build = new BuildExport(
      exports as unknown as ExportRepository,
      new KeepsakeBuilders([zip]),
      store,
      clock,
      testConfig(),
      notice,
    );
    for (const [id, format] of [
      ['e-zip', 'zip'],
      ['e-pdf', 'pdf'],
    ] as const)
      exports.rows.set(id, {
        id,
        vaultId: 'v1',
        requestedBy: 'u1',
        format,
        options: DEFAULT_BOOK_OPTIONS,
        status: 'queued',
        progress: 0,
        error: null,
        objectKey: null,
        sizeBytes: null,
        createdAt: clock.now(),
        finishedAt: null,
        expiresAt: null,
        builder: null,
      });
  });

  it('never builds a failed export again (its member was removed while it waited)', async () => {
    await exports.fail('e-zip', 'The person who asked for this is no longer in the family.');
    await build.execute('e-zip', ctx(true));
    expect(exports.rows.get('e-zip')).toMatchObject({ status: 'failed', builder: null });
    expect(await keys()).toEqual([]);
    expect(sent).toEqual([]);
  });

  it('stores the whole file, marks it done with its size and expiry, and tells the requester', async () => {
    await build.execute('e-zip', ctx());
    const row = exports.rows.get('e-zip')!;
    expect(row).toMatchObject({ status: 'done', progress: 100, sizeBytes: 'first part;last part'.length });
    expect(row.expiresAt).toEqual(new Date('2026-05-11T10:00:00Z'));
    const content = await store.get(row.objectKey!);
    expect(content?.size).toBe(20);
    expect(sent).toEqual(['e-zip']);
  });

  it('lets only the try that holds the export finish it: the other one keeps no file', async () => {
    let release: () => void = () => undefined;
    zip.gate = new Promise((resolve) => (release = resolve));
    const stale = build.execute('e-zip', ctx());
    // Its lease ran out meanwhile; another worker's try takes the export and finishes it.
    await new Promise((resolve) => setImmediate(resolve));
    zip.gate = Promise.resolve();
    await build.execute('e-zip', ctx());
    const done = exports.rows.get('e-zip')!;
    expect(done.status).toBe('done');
    release();
    await stale;
    expect(exports.rows.get('e-zip')!.objectKey).toBe(done.objectKey);
    expect(await keys()).toEqual([done.objectKey]);
    expect(sent).toEqual(['e-zip']);
  });

  it('keeps nothing of a failed try; the last try marks the export failed in plain words', async () => {
    zip.failWith = new Error('disk full');
    await expect(build.execute('e-zip', ctx())).rejects.toThrow('disk full');
    expect(exports.rows.get('e-zip')!.status).toBe('running');
    await expect(build.execute('e-zip', ctx(true))).rejects.toThrow('disk full');
    expect(exports.rows.get('e-zip')).toMatchObject({
      status: 'failed',
      error: 'Something went wrong while making this file. Please ask for a new one.',
    });
    expect(await keys()).toEqual([]);
    expect(sent).toEqual([]);
  });

  it('fails a format with no builder plainly, at once', async () => {
    await build.execute('e-pdf', ctx());
    expect(exports.rows.get('e-pdf')).toMatchObject({ status: 'failed', error: 'Books cannot be made here yet.' });
  });
});
