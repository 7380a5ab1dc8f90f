import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config';
import { tokenFromAddress } from '../domain/reply-address';
import { Delivery } from '../domain/delivery';
import { hashResponseToken, isWellFormedResponseToken } from '../domain/response-token';
import { DeliveryRepository } from './ports/delivery.repository';

/** What the stories and inbound modules ask of deliveries: which question a token answers. */
@Injectable()
export class ResponseTokens {
  constructor(
    private readonly deliveries: DeliveryRepository,
    private readonly config: AppConfig,
  ) {}

  /**
   * For each list of addresses of a batch of replies, the question whose token sits in a
   * plus-address of our inbound mailbox among them; one look-up for all.
   */
  async fromAddressesMany(lists: string[][]): Promise<Array<Delivery | null>> {
    const hashesOf = lists.map((addresses) =>
      addresses
        .map((address) => tokenFromAddress(address, this.config.INBOUND_ADDRESS))
        .filter((token): token is string => !!token && isWellFormedResponseToken(token))
        .map(hashResponseToken),
    );
    const found = await this.deliveries.findByTokenHashes([...new Set(hashesOf.flat())]);
    const byHash = new Map(found.map((d) => [d.tokenHash, d]));
    return hashesOf.map((hashes) => hashes.map((h) => byHash.get(h)).find((d) => d !== undefined) ?? null);
  }

  /** The question delivery a token belongs to, or null for a missing, malformed or unknown token. */
  async resolve(token: string | undefined | null): Promise<Delivery | null> {
    if (!token || !isWellFormedResponseToken(token)) return null;
    return this.deliveries.findByTokenHash(hashResponseToken(token));
  }

  /**
   * For each list of message ids (a reply's In-Reply-To / References) of a batch of replies, the
   * question delivery they point at (a follow-up or resend counts as its question); at most two
   * look-ups for all.
   */
  async byMessageIdsMany(lists: string[][]): Promise<Array<Delivery | null>> {
    const found = await this.deliveries.findByMessageIds([...new Set(lists.flat())]);
    const parentIds = found.filter((d) => d.kind !== 'question' && d.parentId).map((d) => d.parentId!);
    const parents = new Map((await this.deliveries.findByIds([...new Set(parentIds)])).map((d) => [d.id, d]));
    const questionOf = (d: Delivery): Delivery | null => {
      if (d.kind === 'question') return d;
      const parent = d.parentId ? parents.get(d.parentId) : undefined;
      return parent?.kind === 'question' ? parent : null;
    };
    const byMessageId = new Map(found.map((d) => [d.messageId, d]));
    return lists.map((ids) => {
      for (const id of ids) {
        const d = byMessageId.get(id);
        const question = d ? questionOf(d) : null;
        if (question) return question;
      }
      return null;
    });
  }

  /** The vault's latest question while it is unanswered, or null. */
  async openQuestion(vaultId: string): Promise<Delivery | null> {
    return (await this.openQuestions([vaultId])).get(vaultId) ?? null;
  }

  /** openQuestion of several vaults at once, by vault id (vaults without one are left out). */
  async openQuestions(vaultIds: string[]): Promise<Map<string, Delivery>> {
    const latest = await this.deliveries.latestQuestions([...new Set(vaultIds)]);
    return new Map(latest.filter((d) => d.state === 'sent' && !d.answeredAt).map((d) => [d.vaultId, d]));
  }

  /** The questions sent to a vault's senior, newest first (at most `limit`). */
  async questionsSent(vaultId: string, limit = 200): Promise<Delivery[]> {
    const rows = await this.deliveries.listByVault(vaultId, limit * 4);
    return rows.filter((d) => d.kind === 'question' && d.state === 'sent').slice(0, limit);
  }
}
