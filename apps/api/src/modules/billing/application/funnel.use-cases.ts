import { Injectable, Logger } from '@nestjs/common';
import { DEFAULT_LANGUAGE, Language, PlanType } from '@storyvault/contracts';
import { AppConfig } from '../../../config/app-config';
import { domainEvent } from '../../../shared/events/domain-event';
import { EventBus } from '../../../shared/events/event-bus';
import { Mailer } from '../../../shared/mail/mailer';
import { Clock } from '../../../shared/time/clock';
import { AddressThrottle, ManageUsers, RegisterUser, User } from '../../auth/auth.public';
import {
  CheckoutReference,
  Lead,
  LEAD_CAPTURE_LIMIT,
  parseReference,
  referenceToString,
  validateLead,
} from '../domain/billing';
import { welcomeEmail } from '../domain/welcome-email';
import {
  AccountExistsError,
  AlreadySubscribedError,
  LeadAlreadyPaidError,
  LeadNotFoundError,
  PaymentAlreadyUsedError,
  PaymentNotVerifiedError,
} from '../domain/billing.errors';
import { FinishAccountLinks } from './finish-account-links.service';
import { SubscriptionAccess } from './subscription-access.service';
import { BillingRepository } from './ports/billing.repository';
import { PaymentGateway } from './ports/payment-gateway';

/**
 * The signup funnel of docs/product.md §2/§4: a lead, a checkout, the payment verified with the
 * provider, then the account, which gets full access.
 */
@Injectable()
export class Funnel {
  private readonly logger = new Logger('Funnel');

  constructor(
    private readonly repo: BillingRepository,
    private readonly gateway: PaymentGateway,
    private readonly users: ManageUsers,
    private readonly register: RegisterUser,
    private readonly access: SubscriptionAccess,
    private readonly throttle: AddressThrottle,
    private readonly config: AppConfig,
    private readonly mailer: Mailer,
    private readonly links: FinishAccountLinks,
    private readonly events: EventBus,
    private readonly clock: Clock,
  ) {}

  /**
   * Step 1. Answers ACCOUNT_EXISTS for an email with an account (docs/product.md §8), so captures are
   * limited per client address: the form cannot be used to test a list of emails. A lead whose
   * payment went through but who has no account yet is not asked to pay again: the link to finish
   * the account goes to the email (`alreadyPaid`), never to the browser.
   */
  async captureLead(input: {
    name: string;
    email: string;
    ip: string;
    /** The browser's language: the emails before the account exists are written in it. */
    language?: Language;
  }): Promise<{ lead: Lead; alreadyPaid: boolean }> {
    await this.throttle.take('capture-lead', input.ip, LEAD_CAPTURE_LIMIT);
    const valid = validateLead(input);
    if (await this.users.findByEmail(valid.email)) throw new AccountExistsError();
    const lead = await this.repo.upsertLead({ ...valid, language: input.language ?? DEFAULT_LANGUAGE });
    if (!lead.paidSessionId || lead.userId) return { lead, alreadyPaid: false };
    await this.links.remind(lead);
    return { lead, alreadyPaid: true };
  }

  /**
   * For a lead in the funnel, or a signed-in user upgrading (then `leadId` is absent). A lead
   * whose payment went through gets no second checkout (a second charge): the link to finish the
   * account is sent again, and the refusal says where; once the account is made, the payment is
   * used.
   */
  async createCheckout(input: { leadId?: number; planType: PlanType; user?: User | null }): Promise<string> {
    let reference: CheckoutReference;
    let email: string;
    if (input.leadId !== undefined) {
      const lead = await this.repo.findLead(input.leadId);
      if (!lead) throw new LeadNotFoundError();
      if (lead.paidSessionId) {
        if (lead.userId || (await this.users.findByEmail(lead.email))) throw new PaymentAlreadyUsedError();
        await this.links.remind(lead);
        throw new LeadAlreadyPaidError(lead.email);
      }
      reference = { kind: 'lead', leadId: lead.id };
      email = lead.email;
    } else if (input.user) {
      // Full access already (a subscription, or an operator's grant): a second checkout would charge twice.
      if (input.user.hasFullAccess) throw new AlreadySubscribedError();
      reference = { kind: 'user', userId: input.user.id };
      email = input.user.email;
    } else {
      throw new LeadNotFoundError();
    }
    const back = reference.kind === 'lead' ? '/get-started/success' : '/subscribe';
    const { url } = await this.gateway.createCheckout({
      reference: referenceToString(reference),
      email,
      plan: input.planType,
      successUrl: `${this.config.link(back)}?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: this.config.link(reference.kind === 'lead' ? '/get-started/step2' : '/subscribe'),
    });
    return url;
  }

  /**
   * Whether the session is paid and belongs to this email; records the subscription when it is.
   * A lead's session may come without an email: the success link opened in another tab or
   * browser than the funnel's has no lead kept. The session id alone then identifies the lead
   * (the provider's long random id, known only from the checkout's return link), and the
   * answer carries the lead's name and email for the account form.
   */
  async verifyPayment(input: { sessionId: string; email: string }): Promise<{ verified: boolean; lead?: Lead }> {
    const checkout = await this.gateway.getCheckout(input.sessionId);
    if (!checkout || !checkout.paid) return { verified: false };
    const ref = parseReference(checkout.reference);
    const email = input.email.trim().toLowerCase();
    if (ref?.kind === 'lead') {
      const lead = await this.repo.findLead(ref.leadId);
      if (!lead || (email && lead.email !== email)) return { verified: false };
      // Someone who registered at /signup before paying through the funnel has an account
      // under the lead's email but no link from the lead yet: the payment is theirs.
      const userId = lead.userId ?? (await this.users.findByEmail(lead.email))?.id ?? null;
      await this.access.recordCheckout(checkout, lead.email, userId);
      if (await this.repo.markLeadPaid(lead.id, checkout.sessionId)) {
        if (!userId) await this.links.paymentReceived(lead, checkout.sessionId);
        await this.events.publish([leadPaid(lead, checkout.sessionId, userId, this.clock.now())]);
      }
      return { verified: true, lead };
    }
    if (ref?.kind === 'user') {
      const user = await this.users.findById(ref.userId);
      // As for a lead: the session's id (known only from the return link) is enough without an email.
      if (!user || (email && user.email !== email)) return { verified: false };
      await this.access.recordCheckout(checkout, user.email, user.id);
      return { verified: true };
    }
    return { verified: false };
  }

  /**
   * The account after payment: refused unless that session paid for that email, and made once
   * per paid session, even when the account it made has since changed its email.
   */
  async completeSignup(input: {
    sessionId: string;
    email: string;
    password: string;
    language?: Language;
  }): Promise<User> {
    const { verified, lead } = await this.verifyPayment(input);
    if (!verified || !lead) throw new PaymentNotVerifiedError();
    if (await this.users.findByEmail(lead.email)) throw new AccountExistsError();
    const subscription = await this.repo.findSubscriptionBySession(input.sessionId);
    if (lead.userId || subscription?.userId) throw new PaymentAlreadyUsedError();
    const user = await this.register.execute({
      name: lead.name,
      email: lead.email,
      password: input.password,
      hasFullAccess: true,
      passwordPolicy: 'minimum',
      language: input.language,
    });
    await this.repo.linkLeadToUser(lead.id, user.id);
    await this.access.linkSessionToUser(input.sessionId, user.id);
    await this.events.publish([
      domainEvent(
        'LeadAccountCreated',
        { leadId: lead.id, sessionId: input.sessionId, userId: user.id, at: this.clock.now().toISOString() },
        this.clock.now(),
      ),
    ]);
    await this.welcome(user);
    return user;
  }

  /** Best effort: the account is made whether or not the welcome email goes out. */
  private async welcome(user: User): Promise<void> {
    try {
      await this.mailer.send({
        to: user.email,
        ...welcomeEmail({
          name: user.name,
          dashboardUrl: this.config.link('/dashboard'),
          help: this.config.SUPPORT_EMAIL,
          language: user.language,
        }),
        headers: { 'Auto-Submitted': 'auto-generated' },
      });
    } catch (error) {
      this.logger.warn(`The welcome email to user ${user.id} was not sent: ${String(error)}`);
    }
  }
}

/** LeadPaid: what happens after a lead's payment beyond the funnel (a gift) starts from it. */
export function leadPaid(lead: Lead, sessionId: string, userId: string | null, at: Date) {
  return domainEvent(
    'LeadPaid',
    { leadId: lead.id, sessionId, email: lead.email, userId, language: lead.language, at: at.toISOString() },
    at,
  );
}
