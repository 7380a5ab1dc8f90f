import { Global, Module } from '@nestjs/common';
import { ObjectOwners } from './object-owners';
import { StorageModule } from './storage.module';
import { SweepOrphanedObjects } from './sweep-orphaned-objects';

/** The registry of object owners, for every module, and the sweep that asks them. */
@Global()
@Module({
  imports: [StorageModule],
  providers: [ObjectOwners, SweepOrphanedObjects],
  exports: [ObjectOwners, SweepOrphanedObjects],
})
export class ObjectOwnersModule {}
