import { Injectable } from '@nestjs/common';
import { Language, PlanType } from '@storyvault/contracts';
import { AppConfig } from '../../../config/app-config';
import { referenceToString } from '../domain/billing';
import { LeadAlreadyPaidError } from '../domain/billing.errors';
import { Funnel } from './funnel.use-cases';
import { PaymentGateway } from './ports/payment-gateway';

/**
 * A checkout for someone signed out that another module starts (a gift): the funnel's lead and
 * its return to `/get-started/success`, so the account is made after payment exactly as the
 * funnel makes it. The session id names this checkout among the lead's (LeadPaid carries it).
 */
@Injectable()
export class LeadCheckout {
  constructor(
    private readonly funnel: Funnel,
    private readonly gateway: PaymentGateway,
    private readonly config: AppConfig,
  ) {}

  async start(input: {
    name: string;
    email: string;
    ip: string;
    planType: PlanType;
    /** The browser's language: the card and the link that finishes the account are written in it. */
    language?: Language;
    /** Where "Cancel" at the checkout leads back to. */
    cancelPath: string;
  }): Promise<{ leadId: number; sessionId: string; checkoutUrl: string }> {
    const { lead, alreadyPaid } = await this.funnel.captureLead(input);
    if (alreadyPaid) throw new LeadAlreadyPaidError(lead.email);
    const { sessionId, url } = await this.gateway.createCheckout({
      reference: referenceToString({ kind: 'lead', leadId: lead.id }),
      email: lead.email,
      plan: input.planType,
      successUrl: `${this.config.link('/get-started/success')}?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: this.config.link(input.cancelPath),
    });
    return { leadId: lead.id, sessionId, checkoutUrl: url };
  }
}
