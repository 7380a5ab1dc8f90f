import { Module, OnApplicationShutdown } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { ClosableStore, createObjectStore } from './create-object-store';
import { ObjectStore } from './object-store';

/**
 * Binds the ObjectStore port for every module that keeps files: the folder DATA_DIR/media
 * (MEDIA_STORE=disk, the default) or an S3-compatible bucket (MEDIA_STORE=s3).
 */
@Module({
  providers: [
    {
      provide: ObjectStore,
      useFactory: (config: AppConfig) => createObjectStore(config),
      inject: [AppConfig],
    },
  ],
  exports: [ObjectStore],
})
export class StorageModule implements OnApplicationShutdown {
  constructor(private readonly store: ObjectStore) {}

  onApplicationShutdown(): void {
    (this.store as ObjectStore & ClosableStore).close?.();
  }
}
