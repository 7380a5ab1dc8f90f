import { Module } from '@nestjs/common';
import { AuthHttpModule } from '../auth/auth-http.module';
import { ExportsController } from './adapters/http/exports.controller';
import { ListenController } from './adapters/http/listen.controller';
import { ExportLinksController } from './adapters/http/export-links.controller';
import { KeepsakesModule } from './keepsakes.module';

/**
 * The keepsakes module's HTTP side, loaded only by the api (AppModule with HTTP), so that a context
 * without HTTP (a CLI command's, the worker's) loads none of its controllers and DTOs
 * (docs/decisions/1000-modules-keep-their-http-side-apart.md).
 */
@Module({
  imports: [KeepsakesModule, AuthHttpModule],
  controllers: [ExportsController, ListenController, ExportLinksController],
})
export class KeepsakesHttpModule {}
