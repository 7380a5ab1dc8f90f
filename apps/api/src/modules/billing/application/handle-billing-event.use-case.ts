import { Injectable, Logger } from '@nestjs/common';
import { EventBus } from '../../../shared/events/event-bus';
import { Clock } from '../../../shared/time/clock';
import { ManageUsers } from '../../auth/auth.public';
import { leadPaid } from './funnel.use-cases';
import { parseReference } from '../domain/billing';
import { BillingRepository } from './ports/billing.repository';
import { BillingEvent, PaymentGateway } from './ports/payment-gateway';
import { FinishAccountLinks } from './finish-account-links.service';
import { PaymentEvents } from './payment-events.service';
import { SubscriptionAccess } from './subscription-access.service';

/** The provider's webhook: signature checked, each event applied once (by its id), and only once it succeeded. */
@Injectable()
export class HandleBillingEvent {
  private readonly logger = new Logger('Billing');

  constructor(
    private readonly gateway: PaymentGateway,
    private readonly repo: BillingRepository,
    private readonly access: SubscriptionAccess,
    private readonly users: ManageUsers,
    private readonly links: FinishAccountLinks,
    private readonly events: EventBus,
    private readonly clock: Clock,
    private readonly payments: PaymentEvents,
  ) {}

  async execute(rawBody: Buffer, signature: string | undefined): Promise<{ applied: boolean; type: string }> {
    const event = this.gateway.parseWebhook(rawBody, signature);
    const type = event.type === 'ignored' ? event.originalType : event.type;
    // A failure inside answers 5xx with nothing recorded, so the provider's retry applies the event.
    const applied = await this.repo.applyEventOnce(event.id, type, () => this.apply(event));
    if (applied) this.logger.log({ eventId: event.id, type }, 'Billing event applied');
    return { applied, type };
  }

  private async apply(event: BillingEvent): Promise<void> {
    if (event.type === 'checkout.session.completed' && event.checkout.paid) {
      const ref = parseReference(event.checkout.reference);
      let userId: string | null = null;
      let email = event.checkout.email ?? '';
      if (ref?.kind === 'user') userId = ref.userId;
      if (ref?.kind === 'lead') {
        const lead = await this.repo.findLead(ref.leadId);
        userId = lead?.userId ?? null;
        email = lead?.email ?? email;
        if (lead && (await this.repo.markLeadPaid(lead.id, event.checkout.sessionId))) {
          if (!lead.userId) await this.links.paymentReceived(lead, event.checkout.sessionId);
          await this.events.publish([leadPaid(lead, event.checkout.sessionId, lead.userId, this.clock.now())]);
        }
      }
      if (!userId && email) userId = (await this.users.findByEmail(email))?.id ?? null;
      await this.access.recordCheckout(event.checkout, email, userId);
    } else if (event.type === 'customer.subscription.updated' || event.type === 'customer.subscription.deleted') {
      await this.access.subscriptionChanged(event.subscription);
    } else if (event.type === 'invoice.paid') {
      await this.payments.paid(event.payment);
    } else if (event.type === 'invoice.payment_failed') {
      await this.payments.failed(event.payment);
    } else if (event.type === 'charge.refunded') {
      await this.payments.refunded(event.refund);
    }
  }
}
