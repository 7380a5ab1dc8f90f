import { GiftCardSize } from '@storyvault/contracts';

/** What a printed gift card says. */
export interface GiftCardContent {
  giverName: string;
  seniorName: string;
  /** "Monday, January 4, 2027" */
  startDay: string;
  message: string;
  /** The welcome page the QR code opens. */
  welcomeUrl: string;
}

/** Port: the printable card, as a PDF of one page of the size asked for. */
export abstract class GiftCardRenderer {
  abstract render(card: GiftCardContent, size: GiftCardSize): Promise<Buffer>;
}
