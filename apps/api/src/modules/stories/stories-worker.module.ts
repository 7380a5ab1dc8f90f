import { Module } from '@nestjs/common';
import { PurgeDeletedStoriesJob } from './adapters/schedule/purge-deleted-stories.job';
import { StoriesModule } from './stories.module';

/** The stories module's scheduled work (purging deleted stories), loaded only in worker processes. */
@Module({ imports: [StoriesModule], providers: [PurgeDeletedStoriesJob] })
export class StoriesWorkerModule {}
