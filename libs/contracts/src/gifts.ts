/** A gift's message is short: it is read aloud from a card and quoted in an email. */
export const GIFT_MESSAGE_MAX = 600;

/** POST /api/gifts, signed out: the giver, the senior, the first day and the message. */
export interface GiveGiftRequest {
  giverName: string;
  giverEmail: string;
  seniorName: string;
  /** Left out: the giver's dashboard asks for it before anything can be sent. */
  seniorEmail?: string | null;
  /** YYYY-MM-DD, from today to a year ahead: the day of the introduction and the first question. */
  startDate: string;
  message: string;
  /** Gifts are annual. */
  planType: 'annual';
  /** The giver's IANA time zone (the browser's): the senior's first morning is 9:00 there. Left out: UTC. */
  timeZone?: string;
}

export interface GiveGiftResponse {
  checkoutUrl: string;
}

/** The card sizes: A5 (148 × 210 mm) and US Letter (8.5 × 11 in). */
export type GiftCardSize = 'a5' | 'letter';

/** GET /api/gifts/mine: the signed-in giver's paid gifts, newest first. */
export interface GiftView {
  id: string;
  seniorName: string;
  startDate: string;
  /** The vault the gift made, once the giver's account exists. */
  vaultId: string | null;
  /** Where each size of the printable card downloads from. */
  cardUrls: Record<GiftCardSize, string>;
}

/** GET /api/gifts/welcome/{code}: what the card's QR code opens, signed out. */
export interface GiftWelcomeView {
  seniorName: string;
  giverName: string;
  /** YYYY-MM-DD */
  startDate: string;
}
