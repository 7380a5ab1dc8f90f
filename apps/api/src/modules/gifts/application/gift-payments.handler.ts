import { Injectable, Logger } from '@nestjs/common';
import { DEFAULT_LANGUAGE, Language } from '@storyvault/contracts';
import { AppConfig } from '../../../config/app-config';
import { DomainEvent } from '../../../shared/events/domain-event';
import { localeOf } from '../../../shared/mail/email-language';
import { Mailer } from '../../../shared/mail/mailer';
import { Clock } from '../../../shared/time/clock';
import { GiftVaults } from '../../vault/vault.public';
import { Gift, longDay } from '../domain/gift';
import { giftCardEmail } from '../domain/gift-card-email';
import { GiftCards } from './gift-cards.use-cases';
import { GiftRepository } from './ports/gift.repository';

/**
 * What a gift's payment starts (billing's LeadPaid and LeadAccountCreated, by checkout id): the
 * card to the giver at once, and the vault once the giver has an account. Each step is recorded
 * on the gift, so an event delivered again does it no twice.
 */
@Injectable()
export class GiftPayments {
  static readonly paidHandler = 'gifts.gift-paid';
  static readonly accountHandler = 'gifts.giver-account';
  private readonly logger = new Logger('Gifts');

  constructor(
    private readonly gifts: GiftRepository,
    private readonly vaults: GiftVaults,
    private readonly cards: GiftCards,
    private readonly mailer: Mailer,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  async leadPaid(events: DomainEvent<'LeadPaid'>[]): Promise<void> {
    for (const { payload } of events) {
      const gift = await this.gifts.findByCheckout(payload.sessionId);
      if (!gift) continue; // a lead's own subscription, not a gift
      await this.gifts.markPaid(gift.id, new Date(payload.at));
      if (!gift.cardSentAt) await this.sendCard(gift, payload.language ?? DEFAULT_LANGUAGE);
      if (payload.userId) await this.makeVault(gift, payload.userId);
    }
  }

  async accountCreated(events: DomainEvent<'LeadAccountCreated'>[]): Promise<void> {
    for (const { payload } of events) {
      const gift = await this.gifts.findByCheckout(payload.sessionId);
      if (!gift) continue;
      if (!gift.paidAt) await this.gifts.markPaid(gift.id, new Date(payload.at));
      await this.makeVault(gift, payload.userId);
    }
  }

  private async makeVault(gift: Gift, giverId: string): Promise<void> {
    if (gift.vaultId) return;
    const vaultId = await this.vaults.create(giverId, {
      seniorName: gift.seniorName,
      seniorEmail: gift.seniorEmail,
      startsOn: gift.startDate,
      timeZone: gift.timeZone,
      note: gift.message,
    });
    await this.gifts.setGiverAndVault(gift.id, giverId, vaultId);
    this.logger.log({ giftId: gift.id, vaultId }, 'Gift vault made');
  }

  /**
   * In the language of the giver's browser at checkout (no account yet). Throws when the mail is
   * refused: the relay tries again, and the card goes once it is accepted.
   */
  private async sendCard(gift: Gift, language: Language): Promise<void> {
    const { content, pdf } = await this.cards.renderFor(gift, 'a5');
    // English writes the day as the card does; another language as its readers write it.
    const startDay = language === 'en' ? content.startDay : longDay(gift.startDate, localeOf(language));
    await this.mailer.send({
      to: gift.giverEmail,
      ...giftCardEmail({
        giverName: gift.giverName,
        seniorName: gift.seniorName,
        startDay,
        help: this.config.SUPPORT_EMAIL,
        language,
      }),
      headers: { 'Auto-Submitted': 'auto-generated' },
      attachments: [{ filename: 'storyvault-gift-card.pdf', contentType: 'application/pdf', content: pdf }],
    });
    await this.gifts.markCardSent(gift.id, this.clock.now());
  }
}
