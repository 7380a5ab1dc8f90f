import { Injectable } from '@nestjs/common';
import { Delivery, ResponseTokens } from '../../delivery/delivery.public';
import { Vault, VaultStories } from '../../vault/vault.public';
import { Attribution, ParsedInbound } from '../domain/inbound';

export type AttributionResult =
  | { question: Delivery; attribution: Attribution; reason: null }
  | { question: null; attribution: null; reason: string };

/**
 * Which question a reply answers, in order: the token in a plus-address (from any sender, as
 * seniors often write from a spouse's account); the thread (In-Reply-To / References); the
 * sender being the senior of exactly one vault with an open question. Without a token only
 * the senior's own address counts.
 */
@Injectable()
export class AttributeReply {
  constructor(
    private readonly tokens: ResponseTokens,
    private readonly vaults: VaultStories,
  ) {}

  async execute(message: ParsedInbound): Promise<AttributionResult> {
    return (await this.executeMany([message]))[0];
  }

  /** Attributes a batch of replies with a handful of look-ups for all of them; in the order given. */
  async executeMany(messages: ParsedInbound[]): Promise<AttributionResult[]> {
    const results: Array<AttributionResult | null> = (
      await this.tokens.fromAddressesMany(messages.map((m) => m.recipients))
    ).map((byToken) => (byToken ? { question: byToken, attribution: 'token', reason: null } : null));

    const rest = messages.map((m, i) => ({ m, i })).filter(({ i }) => results[i] === null);
    if (rest.length) {
      const senderOf = (m: ParsedInbound) => (m.from ?? '').toLowerCase();
      const seniorVaults = await this.vaults.vaultsOfSeniors(rest.map(({ m }) => senderOf(m)).filter(Boolean));
      const threads = await this.tokens.byMessageIdsMany(rest.map(({ m }) => [...m.inReplyTo, ...m.references]));
      const unthreaded = rest.filter((_, k) => threads[k] === null);
      const open = await this.tokens.openQuestions(
        unthreaded.flatMap(({ m }) => (seniorVaults.get(senderOf(m)) ?? []).map((v) => v.id)),
      );
      rest.forEach(({ m, i }, k) => {
        const vaults = seniorVaults.get(senderOf(m)) ?? [];
        results[i] = this.decide(senderOf(m), vaults, threads[k], open);
      });
    }
    return results as AttributionResult[];
  }

  private decide(
    sender: string,
    seniorVaults: Vault[],
    byThread: Delivery | null,
    openByVault: Map<string, Delivery>,
  ): AttributionResult {
    if (byThread) {
      if (seniorVaults.some((v) => v.id === byThread.vaultId))
        return { question: byThread, attribution: 'thread', reason: null };
      return {
        question: null,
        attribution: null,
        reason: `replies in a question's thread, but from ${sender}, not the senior, and without the token`,
      };
    }
    const open = seniorVaults.map((v) => openByVault.get(v.id)).filter((d): d is Delivery => d !== undefined);
    if (open.length === 1) return { question: open[0], attribution: 'sender', reason: null };
    if (open.length > 1)
      return {
        question: null,
        attribution: null,
        reason: `${sender} is the senior of ${open.length} vaults with open questions`,
      };
    return {
      question: null,
      attribution: null,
      reason: seniorVaults.length ? `no open question for ${sender}` : `no token, thread or senior matches ${sender}`,
    };
  }
}
