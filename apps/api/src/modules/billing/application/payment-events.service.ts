import { Injectable, Logger } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config';
import { localeOf } from '../../../shared/mail/email-language';
import { Mailer } from '../../../shared/mail/mailer';
import { ManageUsers } from '../../auth/auth.public';
import { Subscription } from '../domain/billing';
import { paymentFailedEmail } from '../domain/payment-failed-email';
import { BillingRepository } from './ports/billing.repository';
import { PaymentGateway, PaymentReport, RefundReport } from './ports/payment-gateway';
import { SubscriptionAccess } from './subscription-access.service';

/** Payments the provider reports: receipts, failures (with their grace and one email), refunds. */
@Injectable()
export class PaymentEvents {
  private readonly logger = new Logger('Billing');

  constructor(
    private readonly repo: BillingRepository,
    private readonly gateway: PaymentGateway,
    private readonly access: SubscriptionAccess,
    private readonly users: ManageUsers,
    private readonly mailer: Mailer,
    private readonly config: AppConfig,
  ) {}

  /** A receipt; a failure before it is made good, and the subscription read again (renewed, active). */
  async paid(report: PaymentReport): Promise<void> {
    const sub = await this.subscriptionOf(report);
    if (!sub?.subscriptionId) return;
    await this.repo.recordPayment({
      ...this.record(report, sub.subscriptionId),
      id: report.paymentId,
      outcome: 'paid',
    });
    await this.repo.clearPaymentFailure(sub.subscriptionId);
    const state = await this.gateway.getSubscription(sub.subscriptionId);
    if (state) await this.access.subscriptionChanged(state);
    else await this.access.applyAccess(sub.userId);
  }

  /** The first failure since the last payment starts the grace and brings the owner one email. */
  async failed(report: PaymentReport): Promise<void> {
    const sub = await this.subscriptionOf(report);
    if (!sub?.subscriptionId) return;
    await this.repo.recordPayment({
      ...this.record(report, sub.subscriptionId),
      id: `${report.paymentId}#${report.attempt}`,
      outcome: 'failed',
    });
    const marked = await this.repo.markPaymentFailed(sub.subscriptionId, report.at);
    if (marked?.graceEndsAt) await this.tellOwner(marked, marked.graceEndsAt);
    await this.access.applyAccess(sub.userId);
  }

  async refunded(report: RefundReport): Promise<void> {
    const sub = report.customerId ? await this.repo.findSubscriptionByCustomer(report.customerId) : null;
    if (!sub?.subscriptionId) return;
    await this.repo.recordPayment({
      id: `refund:${report.paymentRef}`,
      subscriptionId: sub.subscriptionId,
      outcome: 'refunded',
      amount: report.amount,
      currency: report.currency,
      at: report.at,
    });
  }

  private async subscriptionOf(report: PaymentReport): Promise<Subscription | null> {
    if (report.subscriptionId) return this.repo.findSubscriptionByProviderId(report.subscriptionId);
    return report.customerId ? this.repo.findSubscriptionByCustomer(report.customerId) : null;
  }

  private record(report: PaymentReport, subscriptionId: string) {
    return { subscriptionId, amount: report.amount, currency: report.currency, at: report.at };
  }

  /** Best effort, as the other billing emails: the failure and its grace stand either way. */
  private async tellOwner(sub: Subscription, graceEndsAt: Date): Promise<void> {
    const owner = sub.userId ? await this.users.findById(sub.userId) : null;
    if (!owner) return;
    // English has always written this day the American way ("January 7, 2027"); the others as their home country.
    const locale = owner.language === 'en' ? 'en-US' : localeOf(owner.language);
    const graceEndsOn = graceEndsAt.toLocaleDateString(locale, {
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    });
    try {
      await this.mailer.send({
        to: owner.email,
        ...paymentFailedEmail({
          name: owner.name,
          accountUrl: this.config.link('/dashboard/account'),
          graceEndsOn,
          help: this.config.SUPPORT_EMAIL,
          language: owner.language,
        }),
        headers: { 'Auto-Submitted': 'auto-generated' },
      });
    } catch (error) {
      this.logger.warn(`The failed-payment email to user ${owner.id} was not sent: ${String(error)}`);
    }
  }
}
