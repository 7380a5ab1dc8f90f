import { DynamicModule, Module } from '@nestjs/common';
import { ServeStaticModule } from '@nestjs/serve-static';
import { TerminusModule } from '@nestjs/terminus';
import type { Response } from 'express';
import { existsSync, Stats } from 'node:fs';
import { join, resolve } from 'node:path';
import { AnswersModule } from '../modules/answers/answers.module';
import { AuthWorkerModule } from '../modules/auth/auth-worker.module';
import { AccountModule } from '../modules/account/account.module';
import { AccountWorkerModule } from '../modules/account/account-worker.module';
import { StoriesWorkerModule } from '../modules/stories/stories-worker.module';
import { BillingWorkerModule } from '../modules/billing/billing-worker.module';
import { AuthModule } from '../modules/auth/auth.module';
import { BillingModule } from '../modules/billing/billing.module';
import { DeliveryWorkerModule } from '../modules/delivery/delivery-worker.module';
import { DeliveryModule } from '../modules/delivery/delivery.module';
import { FamilyModule } from '../modules/family/family.module';
import { GiftsModule } from '../modules/gifts/gifts.module';
import { KeepsakesModule } from '../modules/keepsakes/keepsakes.module';
import { QuestionSeedModule } from '../modules/question/question-seed.module';
import { QuestionModule } from '../modules/question/question.module';
import { KeepsakesWorkerModule } from '../modules/keepsakes/keepsakes-worker.module';
import { InboundWorkerModule } from '../modules/inbound/inbound-worker.module';
import { InboundModule } from '../modules/inbound/inbound.module';
import { NotificationsWorkerModule } from '../modules/notifications/notifications-worker.module';
import { NotificationsModule } from '../modules/notifications/notifications.module';
import { StoriesModule } from '../modules/stories/stories.module';
import { TranscriptionWorkerModule } from '../modules/transcription/transcription-worker.module';
import { TranscriptionModule } from '../modules/transcription/transcription.module';
import { VaultModule } from '../modules/vault/vault.module';
import { MembersModule } from '../modules/members/members.module';
import { PhotoQuestionsModule } from '../modules/photo-questions/photo-questions.module';
import { EventsWorkerModule } from '../shared/events/events-worker.module';
import { StorageWorkerModule } from '../shared/storage/sweep-orphaned-objects.job';
import { JobsWorkerModule } from '../shared/jobs/jobs-worker.module';
import { precompressedHeaders } from '../shared/http/precompressed-static';
import { AnswersHttpModule } from '../modules/answers/answers-http.module';
import { AuthHttpModule } from '../modules/auth/auth-http.module';
import { BillingHttpModule } from '../modules/billing/billing-http.module';
import { FamilyHttpModule } from '../modules/family/family-http.module';
import { GiftsHttpModule } from '../modules/gifts/gifts-http.module';
import { InboundHttpModule } from '../modules/inbound/inbound-http.module';
import { KeepsakesHttpModule } from '../modules/keepsakes/keepsakes-http.module';
import { MembersHttpModule } from '../modules/members/members-http.module';
import { NotificationsHttpModule } from '../modules/notifications/notifications-http.module';
import { PhotoQuestionsHttpModule } from '../modules/photo-questions/photo-questions-http.module';
import { QuestionHttpModule } from '../modules/question/question-http.module';
import { StoriesHttpModule } from '../modules/stories/stories-http.module';
import { VaultHttpModule } from '../modules/vault/vault-http.module';
import { HealthController } from './health.controller';
import { infrastructureModules, InfrastructureOptions } from './infrastructure';

export interface AppModuleOptions extends InfrastructureOptions {
  /** Serve HTTP: the api and the built web app. */
  http: boolean;
  /** Run scheduled work: the worker's ticks and the job runner. */
  worker: boolean;
  /** Load the question library at start (servers and tests); the CLI's `seed` does it visibly instead. */
  seedOnStart?: boolean;
  /** The built web app to serve; tests give a folder of their own. */
  webDist?: string;
}

/** The built web app, the same relative place from src/ (tests) and dist/ (production). */
export const WEB_DIST_DIR = resolve(__dirname, '../../../web/dist');

/** Whether there is a built web app to serve in `dir`. */
export const webAppBuilt = (dir: string): boolean => existsSync(join(dir, 'index.html'));

/** One composition for every process: api, worker, both (npm start) or neither (the CLI). */
@Module({})
export class AppModule {
  static forRoot(options: AppModuleOptions): DynamicModule {
    const webDist = options.webDist ?? WEB_DIST_DIR;
    return {
      module: AppModule,
      imports: [
        ...infrastructureModules(options),
        AuthModule,
        QuestionModule,
        ...(options.seedOnStart === false ? [] : [QuestionSeedModule]),
        VaultModule,
        MembersModule,
        PhotoQuestionsModule,
        StoriesModule,
        AnswersModule,
        InboundModule,
        DeliveryModule,
        BillingModule,
        GiftsModule,
        NotificationsModule,
        FamilyModule,
        KeepsakesModule,
        TranscriptionModule,
        AccountModule,
        ...(options.worker
          ? [
              EventsWorkerModule,
              StorageWorkerModule,
              JobsWorkerModule,
              AuthWorkerModule,
              DeliveryWorkerModule,
              InboundWorkerModule,
              NotificationsWorkerModule,
              TranscriptionWorkerModule,
              StoriesWorkerModule,
              BillingWorkerModule,
              KeepsakesWorkerModule,
              AccountWorkerModule,
            ]
          : []),
        // The modules' HTTP sides (controllers, guards, Passport, upload receivers): built only in a process that serves HTTP.
        ...(options.http
          ? [
              TerminusModule,
              AnswersHttpModule,
              AuthHttpModule,
              BillingHttpModule,
              FamilyHttpModule,
              GiftsHttpModule,
              InboundHttpModule,
              KeepsakesHttpModule,
              MembersHttpModule,
              NotificationsHttpModule,
              PhotoQuestionsHttpModule,
              QuestionHttpModule,
              StoriesHttpModule,
              VaultHttpModule,
            ]
          : []),
        ...(options.http && webAppBuilt(webDist)
          ? [
              ServeStaticModule.forRoot({
                rootPath: webDist,
                exclude: ['/api/{*path}'],
                serveStaticOptions: {
                  setHeaders: (res: Response, path: string, stats: Stats) => {
                    // Hashed asset names change with their content; the page itself must always be fresh.
                    res.setHeader(
                      'Cache-Control',
                      path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
                    );
                    // The compressed copy configureHttp's precompressedStatic chose, sent as the file it copies.
                    precompressedHeaders(res, path, stats);
                  },
                },
              }),
            ]
          : []),
      ],
      controllers: options.http ? [HealthController] : [],
    };
  }
}
