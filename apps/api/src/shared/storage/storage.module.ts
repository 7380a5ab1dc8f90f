import { Module } from '@nestjs/common';
import { join } from 'node:path';
import { AppConfig } from '../../config/app-config';
import { LocalDiskObjectStore } from './local-disk-object.store';
import { ObjectStore } from './object-store';

/**
 * Binds the ObjectStore port for every module that keeps files: the folder DATA_DIR/media (where
 * recordings and photos have always been; an S3-compatible bucket when configured, later).
 */
@Module({
  providers: [
    {
      provide: ObjectStore,
      useFactory: (config: AppConfig) => new LocalDiskObjectStore(join(config.dataDir, 'media')),
      inject: [AppConfig],
    },
  ],
  exports: [ObjectStore],
})
export class StorageModule {}
