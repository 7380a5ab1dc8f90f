import { Module } from '@nestjs/common';
import { AuthHttpModule } from '../auth/auth-http.module';
import { GiftsController } from './adapters/http/gifts.controller';
import { GiftsModule } from './gifts.module';

/**
 * The gifts module's HTTP side, loaded only by the api (AppModule with HTTP), so that a context
 * without HTTP (a CLI command's, the worker's) loads none of its controllers and DTOs
 * (docs/decisions/1000-modules-keep-their-http-side-apart.md).
 */
@Module({
  imports: [GiftsModule, AuthHttpModule],
  controllers: [GiftsController],
})
export class GiftsHttpModule {}
