import { Module } from '@nestjs/common';
import { AuthHttpModule } from '../auth/auth-http.module';
import { FamilyMembersController } from './adapters/http/family-members.controller';
import { InvitationsController } from './adapters/http/invitations.controller';
import { MembersModule } from './members.module';

/**
 * The members module's HTTP side, loaded only by the api (AppModule with HTTP), so that a context
 * without HTTP (a CLI command's, the worker's) loads none of its controllers and DTOs
 * (docs/decisions/1000-modules-keep-their-http-side-apart.md).
 */
@Module({
  imports: [MembersModule, AuthHttpModule],
  controllers: [FamilyMembersController, InvitationsController],
})
export class MembersHttpModule {}
