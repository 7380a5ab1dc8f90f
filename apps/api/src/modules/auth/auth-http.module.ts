import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { AccountController } from './adapters/http/account.controller';
import { AuthController } from './adapters/http/auth.controller';
import { LocalStrategy } from './adapters/http/local.strategy';
import { NewsletterController } from './adapters/http/newsletter.controller';
import { OptionalUserGuard } from './adapters/http/optional-user.guard';
import { SignedInGuard } from './adapters/http/signed-in.guard';
import { AuthModule } from './auth.module';

/**
 * The auth module's HTTP side, loaded only by the api (AppModule with HTTP): a context without
 * HTTP, such as a CLI command's, loads none of its controllers, DTOs, Passport or sessions
 * (docs/decisions/1000-modules-keep-their-http-side-apart.md). Other modules' HTTP sides import
 * it for the guards, and with them AuthModule, whose ManageUsers the guards use.
 */
@Module({
  imports: [AuthModule, PassportModule],
  controllers: [AuthController, AccountController, NewsletterController],
  providers: [LocalStrategy, SignedInGuard, OptionalUserGuard],
  exports: [AuthModule, SignedInGuard, OptionalUserGuard],
})
export class AuthHttpModule {}
