import { isSendId } from './sendId';

/**
 * A recording not yet sent, kept on this device (in IndexedDB, per link) so that a closed tab or a
 * lost connection does not lose it; forgotten once the server has it. Where IndexedDB cannot be
 * used (storage disabled, some private modes) it is kept in the page only.
 */
export interface KeptRecording {
  blob: Blob;
  durationSeconds: number;
  /** The page's id for it, sent with every try (absent from one kept by an older page). */
  sendId?: string;
}

const DATABASE = 'storyvault-answers';
const STORE = 'recordings';
const inPage = new Map<string, KeptRecording>();

function database(): Promise<IDBDatabase | null> {
  if (typeof indexedDB === 'undefined') return Promise.resolve(null);
  return new Promise((resolve) => {
    try {
      const request = indexedDB.open(DATABASE, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => resolve(null);
      request.onblocked = () => resolve(null);
    } catch {
      resolve(null);
    }
  });
}

/** Runs one request in its own transaction; resolves undefined when it cannot. */
async function run<T>(mode: IDBTransactionMode, ask: (store: IDBObjectStore) => IDBRequest<T>): Promise<T | undefined> {
  const db = await database();
  if (!db) return undefined;
  try {
    return await new Promise<T | undefined>((resolve) => {
      const request = ask(db.transaction(STORE, mode).objectStore(STORE));
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => resolve(undefined);
    });
  } catch {
    return undefined;
  } finally {
    db.close();
  }
}

export async function keepRecording(token: string, recording: KeptRecording): Promise<void> {
  inPage.set(token, recording);
  await run('readwrite', (store) =>
    store.put({ blob: recording.blob, durationSeconds: recording.durationSeconds, sendId: recording.sendId }, token),
  );
}

export async function keptRecording(token: string): Promise<KeptRecording | null> {
  const stored = await run<unknown>('readonly', (store) => store.get(token));
  const kept = stored as Partial<KeptRecording> | undefined;
  if (kept?.blob instanceof Blob && typeof kept.durationSeconds === 'number')
    return {
      blob: kept.blob,
      durationSeconds: kept.durationSeconds,
      ...(isSendId(kept.sendId) && { sendId: kept.sendId }),
    };
  return inPage.get(token) ?? null;
}

export async function forgetRecording(token: string): Promise<void> {
  inPage.delete(token);
  await run('readwrite', (store) => store.delete(token));
}
