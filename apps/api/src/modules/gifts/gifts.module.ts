import { Module, OnModuleInit } from '@nestjs/common';
import { EventBus } from '../../shared/events/event-bus';
import { AuthModule } from '../auth/auth.module';
import { BillingModule } from '../billing/billing.module';
import { VaultModule } from '../vault/vault.module';
import { GiftCards } from './application/gift-cards.use-cases';
import { EraseGifts } from './application/erase-gifts.service';
import { GiftPayments } from './application/gift-payments.handler';
import { GiveGift } from './application/give-gift.use-case';
import { GiftCardRenderer } from './application/ports/gift-card.renderer';
import { GiftRepository } from './application/ports/gift.repository';
import { PdfkitGiftCardRenderer } from './adapters/pdf/pdfkit-gift-card.renderer';
import { TypeormGiftRepository } from './adapters/persistence/typeorm-gift.repository';

/** Giving StoryVault: the gift, its vault from a start date, the printable card and its welcome page. */
@Module({
  imports: [AuthModule, BillingModule, VaultModule],
  providers: [
    { provide: GiftRepository, useClass: TypeormGiftRepository },
    { provide: GiftCardRenderer, useClass: PdfkitGiftCardRenderer },
    GiveGift,
    GiftCards,
    GiftPayments,
    EraseGifts,
  ],
  exports: [EraseGifts, GiveGift, GiftCards],
})
export class GiftsModule implements OnModuleInit {
  constructor(
    private readonly bus: EventBus,
    private readonly payments: GiftPayments,
  ) {}

  onModuleInit(): void {
    this.bus.on('LeadPaid', GiftPayments.paidHandler, (events) => this.payments.leadPaid(events));
    this.bus.on('LeadAccountCreated', GiftPayments.accountHandler, (events) => this.payments.accountCreated(events));
  }
}
