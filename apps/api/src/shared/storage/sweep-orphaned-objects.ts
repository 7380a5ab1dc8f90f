import { Injectable } from '@nestjs/common';
import { Clock } from '../time/clock';
import { ObjectOwners } from './object-owners';
import { ListedObject, ObjectStore } from './object-store';

/**
 * How old an object must be before it may be swept: a write in flight (an upload, an export being
 * built) puts its bytes before the row that names them is saved, and is never that slow.
 */
export const SWEEP_SAFETY_MS = 24 * 60 * 60 * 1000;

/** Keys asked of an owner at once. */
const BATCH = 500;

export interface SweepResult {
  /** The objects no row names (deleted, or with dryRun only found). */
  orphaned: ListedObject[];
  /** Objects looked at: old enough, under an owner's prefix. */
  checked: number;
}

/**
 * Deletes the objects no row names any more (a crashed write, a deleted vault's exports and photo
 * questions): the store is listed by each owner's prefix, and every object older than
 * SWEEP_SAFETY_MS that its owner does not call alive goes. Objects under no owner's prefix are
 * left alone (docs/decisions/0950-orphaned-object-sweep.md).
 */
@Injectable()
export class SweepOrphanedObjects {
  constructor(
    private readonly store: ObjectStore,
    private readonly owners: ObjectOwners,
    private readonly clock: Clock,
  ) {}

  async execute(options: { dryRun?: boolean } = {}): Promise<SweepResult> {
    const olderThan = this.clock.now().getTime() - SWEEP_SAFETY_MS;
    const result: SweepResult = { orphaned: [], checked: 0 };
    for (const owner of this.owners.all()) {
      let batch: ListedObject[] = [];
      const settle = async () => {
        if (!batch.length) return;
        const alive = await owner.alive(batch.map((o) => o.key));
        const orphaned = batch.filter((o) => !alive.has(o.key));
        if (!options.dryRun) for (const { key } of orphaned) await this.store.delete(key);
        result.orphaned.push(...orphaned);
        result.checked += batch.length;
        batch = [];
      };
      for await (const object of this.store.list(owner.prefix)) {
        if (object.modifiedAt.getTime() >= olderThan) continue;
        batch.push(object);
        if (batch.length === BATCH) await settle();
      }
      await settle();
    }
    return result;
  }
}
