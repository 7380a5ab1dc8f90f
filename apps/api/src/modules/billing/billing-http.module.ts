import { Module } from '@nestjs/common';
import { AuthHttpModule } from '../auth/auth-http.module';
import { FunnelController } from './adapters/http/funnel.controller';
import { BillingWebhookController } from './adapters/http/billing-webhook.controller';
import { TestCheckoutController } from './adapters/test-checkout/test-checkout.controller';
import { TestPortalController } from './adapters/test-checkout/test-portal.controller';
import { SubscriptionStandingController } from './adapters/http/subscription-standing.controller';
import { BillingAccountController } from './adapters/http/billing-account.controller';
import { BillingModule } from './billing.module';

/**
 * The billing module's HTTP side, loaded only by the api (AppModule with HTTP), so that a context
 * without HTTP (a CLI command's, the worker's) loads none of its controllers and DTOs
 * (docs/decisions/1000-modules-keep-their-http-side-apart.md).
 */
@Module({
  imports: [BillingModule, AuthHttpModule],
  controllers: [
    FunnelController,
    BillingWebhookController,
    TestCheckoutController,
    TestPortalController,
    SubscriptionStandingController,
    BillingAccountController,
  ],
})
export class BillingHttpModule {}
