import { Injectable } from '@nestjs/common';
import { GiftCardSize, GiftView, GiftWelcomeView } from '@storyvault/contracts';
import { AppConfig } from '../../../config/app-config';
import { Gift, longDay } from '../domain/gift';
import { GiftNotFoundError } from '../domain/gift.errors';
import { GiftCardContent, GiftCardRenderer } from './ports/gift-card.renderer';
import { GiftRepository } from './ports/gift.repository';

/** The printable card (the giver's alone), the giver's list of gifts, and the card's welcome page. */
@Injectable()
export class GiftCards {
  constructor(
    private readonly gifts: GiftRepository,
    private readonly renderer: GiftCardRenderer,
    private readonly config: AppConfig,
  ) {}

  /** The card of a paid gift, for its giver; anyone else is told there is no such gift. */
  async card(giverId: string, giftId: string, size: GiftCardSize): Promise<Buffer> {
    const gift = await this.gifts.findById(giftId);
    if (!gift || !gift.paidAt || gift.giverId !== giverId) throw new GiftNotFoundError();
    return (await this.renderFor(gift, size)).pdf;
  }

  async renderFor(gift: Gift, size: GiftCardSize): Promise<{ content: GiftCardContent; pdf: Buffer }> {
    const content: GiftCardContent = {
      giverName: gift.giverName,
      seniorName: gift.seniorName,
      startDay: longDay(gift.startDate),
      message: gift.message,
      welcomeUrl: this.config.link(`/gift/welcome/${gift.welcomeCode}`),
    };
    return { content, pdf: await this.renderer.render(content, size) };
  }

  async mine(giverId: string): Promise<GiftView[]> {
    return (await this.gifts.listByGiver(giverId))
      .filter((gift) => gift.paidAt)
      .map((gift) => ({
        id: gift.id,
        seniorName: gift.seniorName,
        startDate: gift.startDate,
        vaultId: gift.vaultId,
        cardUrls: {
          a5: `/api/gifts/${gift.id}/card?size=a5`,
          letter: `/api/gifts/${gift.id}/card?size=letter`,
        },
      }));
  }

  async welcome(code: string): Promise<GiftWelcomeView> {
    const gift = await this.gifts.findPaidByWelcomeCode(code);
    if (!gift) throw new GiftNotFoundError();
    return { seniorName: gift.seniorName, giverName: gift.giverName, startDate: gift.startDate };
  }
}
