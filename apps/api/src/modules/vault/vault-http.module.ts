import { Module } from '@nestjs/common';
import { AuthHttpModule } from '../auth/auth-http.module';
import { VaultsController } from './adapters/http/vaults.controller';
import { VaultQuestionsController } from './adapters/http/vault-questions.controller';
import { VaultModule } from './vault.module';

/**
 * The vault module's HTTP side, loaded only by the api (AppModule with HTTP), so that a context
 * without HTTP (a CLI command's, the worker's) loads none of its controllers and DTOs
 * (docs/decisions/1000-modules-keep-their-http-side-apart.md).
 */
@Module({
  imports: [VaultModule, AuthHttpModule],
  controllers: [VaultsController, VaultQuestionsController],
})
export class VaultHttpModule {}
