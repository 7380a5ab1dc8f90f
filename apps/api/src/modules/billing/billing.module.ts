import { Module, OnModuleInit } from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { EventBus } from '../../shared/events/event-bus';
import { AppConfig } from '../../config/app-config';
import { AuthModule } from '../auth/auth.module';
import { Clock } from '../../shared/time/clock';
import { BillingAccount } from './application/billing-account.use-cases';
import { DeletedAccounts } from './application/deleted-accounts.service';
import { BillingStatus } from './application/billing-status.use-case';
import { PaymentEvents } from './application/payment-events.service';
import { SettleSubscriptions } from './application/settle-subscriptions.use-case';
import { FinishAccountLinks } from './application/finish-account-links.service';
import { Funnel } from './application/funnel.use-cases';
import { HandleBillingEvent } from './application/handle-billing-event.use-case';
import { LeadCheckout } from './application/lead-checkout.service';
import { BillingRepository } from './application/ports/billing.repository';
import { PaymentGateway } from './application/ports/payment-gateway';
import { SubscriptionAccess } from './application/subscription-access.service';
import { SubscriptionStanding } from './application/subscription-standing.service';
import { TypeormBillingRepository } from './adapters/persistence/typeorm-billing.repository';
import { TestPaymentGateway, UnconfiguredPaymentGateway } from './adapters/test-checkout/test-payment-gateway';
import { PaymentNotConfiguredError } from './domain/billing.errors';

/**
 * Stripe when its keys are set; the local TEST MODE checkout otherwise, except in production.
 * Stripe's SDK (some 220 files) is loaded only when it is the gateway.
 */
async function paymentGateway(config: AppConfig, db: DataSource, clock: Clock): Promise<PaymentGateway> {
  if (config.STRIPE_SECRET_KEY) {
    const { StripePaymentGateway } = await import('./adapters/stripe/stripe-payment-gateway');
    return new StripePaymentGateway({
      secretKey: config.STRIPE_SECRET_KEY,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET!,
      prices: { annual: config.STRIPE_PRICE_ANNUAL!, monthly: config.STRIPE_PRICE_MONTHLY! },
      apiBase: config.STRIPE_API_BASE,
    });
  }
  if (config.isProduction) return new UnconfiguredPaymentGateway(() => new PaymentNotConfiguredError());
  return new TestPaymentGateway(
    db,
    (id) => config.link(`/api/billing/test-checkout/${id}`),
    clock,
    (id) => config.link(`/api/billing/test-portal/${id}`),
  );
}

@Module({
  imports: [AuthModule],
  providers: [
    { provide: BillingRepository, useClass: TypeormBillingRepository },
    { provide: PaymentGateway, useFactory: paymentGateway, inject: [AppConfig, getDataSourceToken(), Clock] },
    SubscriptionAccess,
    FinishAccountLinks,
    Funnel,
    HandleBillingEvent,
    BillingStatus,
    SubscriptionStanding,
    LeadCheckout,
    BillingAccount,
    PaymentEvents,
    SettleSubscriptions,
    DeletedAccounts,
  ],
  exports: [
    BillingStatus,
    SubscriptionStanding,
    LeadCheckout,
    BillingAccount,
    SettleSubscriptions,
    DeletedAccounts,
    Funnel,
    HandleBillingEvent,
    PaymentGateway,
  ],
})
export class BillingModule implements OnModuleInit {
  constructor(
    private readonly bus: EventBus,
    private readonly deleted: DeletedAccounts,
  ) {}

  onModuleInit(): void {
    this.bus.on('AccountDeletionRequested', DeletedAccounts.stopHandler, (events) =>
      this.deleted.deletionRequested(events),
    );
    this.bus.on('AccountDeletionUndone', DeletedAccounts.resumeHandler, (events) =>
      this.deleted.deletionUndone(events),
    );
  }
}
