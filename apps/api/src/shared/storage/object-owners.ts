import { Injectable } from '@nestjs/common';

/**
 * What a module tells about the files it keeps in the object store: the key prefix they live
 * under, and which of some keys under it its rows still name. The sweep of orphaned objects asks
 * each owner through this alone, never reading a module's tables itself.
 */
export interface ObjectOwner {
  /** The key prefix of this owner's objects, ending in '/' (`stories/`). */
  readonly prefix: string;
  /** Of `keys` (each under `prefix`), those a row of the owner still names: the others are orphaned. */
  alive(keys: string[]): Promise<Set<string>>;
}

/** The owners of stored objects, registered by their modules while they initialise. */
@Injectable()
export class ObjectOwners {
  private readonly owners: ObjectOwner[] = [];

  add(owner: ObjectOwner): void {
    if (this.owners.some((o) => o.prefix.startsWith(owner.prefix) || owner.prefix.startsWith(o.prefix)))
      throw new Error(`Two owners of the stored objects under ${owner.prefix}`);
    this.owners.push(owner);
  }

  all(): readonly ObjectOwner[] {
    return this.owners;
  }
}
