/** Which cap an upload passed: the process's, or its key's (a link's token, a person). */
export type UploadSlotScope = 'process' | 'key';

/**
 * Uploads being received at once, in this process and per key (a link's token, a person): each
 * holds a connection, a file being written and a share of the disk's bandwidth. Past either cap a
 * new one is refused (with the error `busy` makes, a 429) before its body is read.
 */
export class UploadSlots {
  private total = 0;
  private readonly byKey = new Map<string, number>();

  constructor(
    readonly perProcess: number,
    readonly perKey: number,
    private readonly busy: (scope: UploadSlotScope) => Error,
  ) {}

  /** A slot in the process; the returned function gives it back (once). `busy` words this refusal its own way. */
  take(busy = this.busy): () => void {
    if (this.total >= this.perProcess) throw busy('process');
    this.total++;
    return once(() => this.total--);
  }

  /** A slot for one key; the returned function gives it back (once). */
  takeFor(key: string, busy = this.busy): () => void {
    const held = this.byKey.get(key) ?? 0;
    if (held >= this.perKey) throw busy('key');
    this.byKey.set(key, held + 1);
    return once(() => {
      const left = (this.byKey.get(key) ?? 1) - 1;
      if (left > 0) this.byKey.set(key, left);
      else this.byKey.delete(key);
    });
  }
}

function once(release: () => void): () => void {
  let done = false;
  return () => {
    if (done) return;
    done = true;
    release();
  };
}
