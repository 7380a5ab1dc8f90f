import { Injectable } from '@nestjs/common';
import { Language } from '@storyvault/contracts';
import { randomBytes } from 'node:crypto';
import { Clock } from '../../../shared/time/clock';
import { LeadCheckout } from '../../billing/billing.public';
import { dayIn, giftTimeZone, validateGift } from '../domain/gift';
import { GiftRepository } from './ports/gift.repository';

export interface GiveGiftInput {
  giverName: unknown;
  giverEmail: unknown;
  seniorName: unknown;
  seniorEmail?: unknown;
  startDate: unknown;
  message: unknown;
  planType: unknown;
  timeZone?: unknown;
  ip: string;
  /** The giver's browser's language: the card's email and the link that finishes the account are in it. */
  language?: Language;
}

/**
 * The /gift form: checked, then the funnel's checkout for the giver (a lead, the annual plan),
 * and the gift kept under that checkout's id until the payment makes the giver's account.
 */
@Injectable()
export class GiveGift {
  constructor(
    private readonly gifts: GiftRepository,
    private readonly checkout: LeadCheckout,
    private readonly clock: Clock,
  ) {}

  async execute(input: GiveGiftInput): Promise<{ checkoutUrl: string; giftId: string }> {
    const timeZone = giftTimeZone(input.timeZone);
    const details = validateGift(input, dayIn(this.clock.now(), timeZone));
    const { leadId, sessionId, checkoutUrl } = await this.checkout.start({
      name: details.giverName,
      email: details.giverEmail,
      ip: input.ip,
      planType: 'annual',
      language: input.language,
      cancelPath: '/gift',
    });
    const gift = await this.gifts.create({
      ...details,
      timeZone,
      leadId,
      checkoutSessionId: sessionId,
      welcomeCode: randomBytes(24).toString('base64url'),
    });
    return { checkoutUrl, giftId: gift.id };
  }
}
