import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { BillingModule } from '../billing/billing.module';
import { GiftsModule } from '../gifts/gifts.module';
import { InboundModule } from '../inbound/inbound.module';
import { KeepsakesModule } from '../keepsakes/keepsakes.module';
import { StoriesModule } from '../stories/stories.module';
import { VaultModule } from '../vault/vault.module';
import { EraseDueAccounts } from './application/erase-due-accounts.use-case';

/**
 * Account: erasing an account after its grace, across the modules that keep something of it.
 * Its own tables: none; each module deletes its own rows and files through its public surface.
 */
@Module({
  imports: [AuthModule, BillingModule, GiftsModule, VaultModule, StoriesModule, KeepsakesModule, InboundModule],
  providers: [EraseDueAccounts],
  exports: [EraseDueAccounts],
})
export class AccountModule {}
