import { Module } from '@nestjs/common';
import { NotificationJobs } from './adapters/schedule/notification-jobs';
import { NotificationsModule } from './notifications.module';

/** The new-story emails' jobs, loaded only in worker processes. */
@Module({ imports: [NotificationsModule], providers: [NotificationJobs] })
export class NotificationsWorkerModule {}
