import { Gift, NewGift } from '../../domain/gift';

/** Port: the gifts, kept by this module alone. */
export abstract class GiftRepository {
  abstract create(gift: NewGift): Promise<Gift>;
  abstract findById(id: string): Promise<Gift | null>;
  abstract findByCheckout(sessionId: string): Promise<Gift | null>;
  /** A paid gift by its welcome code; null for an unknown code or a gift not paid. */
  abstract findPaidByWelcomeCode(code: string): Promise<Gift | null>;
  /** The giver's gifts, newest first. */
  abstract listByGiver(giverId: string): Promise<Gift[]>;
  /** Deletes the gifts an erased account gave (by its id, or by its email before it had one). */
  abstract forgetGiver(giverId: string, email: string): Promise<void>;
  /** Marks it paid; true only the first time. */
  abstract markPaid(id: string, at: Date): Promise<boolean>;
  abstract markCardSent(id: string, at: Date): Promise<void>;
  /** The giver's account and the vault it made for them. */
  abstract setGiverAndVault(id: string, giverId: string, vaultId: string | null): Promise<void>;
}
