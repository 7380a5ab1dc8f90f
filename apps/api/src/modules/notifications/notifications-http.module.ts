import { Module } from '@nestjs/common';
import { AuthHttpModule } from '../auth/auth-http.module';
import {
  PersonSettingsController,
  UnsubscribeController,
  VaultNotificationsController,
} from './adapters/http/notifications.controller';
import { NotificationsModule } from './notifications.module';

/**
 * The notifications module's HTTP side, loaded only by the api (AppModule with HTTP), so that a context
 * without HTTP (a CLI command's, the worker's) loads none of its controllers and DTOs
 * (docs/decisions/1000-modules-keep-their-http-side-apart.md).
 */
@Module({
  imports: [NotificationsModule, AuthHttpModule],
  controllers: [VaultNotificationsController, PersonSettingsController, UnsubscribeController],
})
export class NotificationsHttpModule {}
