import { Injectable, Logger } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config';
import { Delivery, ResponseTokens } from '../../delivery/delivery.public';
import { Vault, VaultDirectory } from '../../vault/vault.public';
import { Attribution, ParsedInbound } from '../domain/inbound';
import { checkSender } from '../domain/sender-verification';
import { InboundMessageStore } from './ports/inbound-message.store';

export type AttributionResult =
  | { question: Delivery; attribution: Attribution; reason: null }
  /** `claimants`: the vaults whose owners are to be told there is a reply to claim. */
  | { question: null; attribution: null; reason: string; claimants?: Vault[] };

/**
 * Which question a reply answers, in order: the token in a plus-address (from any sender, as
 * seniors often write from a spouse's account); the thread (In-Reply-To / References); the
 * sender being the senior of exactly one vault with an open question. Without a token only
 * the senior's own address counts, once the receiving server vouches for it
 * (INBOUND_AUTHSERV_ID), and the sender alone never files a reply into one family's vault
 * when another family's vault has the same senior address: it stays unmatched, for the
 * owners to claim. By sender alone, only the vaults that had a verified reply from the address
 * count (docs/decisions/0075-mail-by-sender-alone.md): naming someone's address as a vault's
 * senior never brings their mail to that vault's owner.
 */
@Injectable()
export class AttributeReply {
  private warnedUnverifiable = false;

  constructor(
    private readonly tokens: ResponseTokens,
    private readonly vaults: VaultDirectory,
    private readonly config: AppConfig,
    private readonly inbound: InboundMessageStore,
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
      const candidates = unthreaded.flatMap(({ m }) => (seniorVaults.get(senderOf(m)) ?? []).map((v) => v.id));
      const [open, verifiedFor] = await Promise.all([
        this.tokens.openQuestions(candidates),
        this.inbound.vaultsWithVerifiedReplies(unthreaded.map(({ m }) => senderOf(m)).filter(Boolean), candidates),
      ]);
      rest.forEach(({ m, i }, k) => {
        const vaults = seniorVaults.get(senderOf(m)) ?? [];
        const verified = verifiedFor.get(senderOf(m)) ?? new Set<string>();
        results[i] = this.verified(m, this.decide(senderOf(m), vaults, threads[k], open, verified));
      });
    }
    return results as AttributionResult[];
  }

  /**
   * Said once, when a reply first needs the sender checked (not at start: every CLI command
   * builds this service, and its output must stay clean).
   */
  private warnUnverifiable(): void {
    if (this.warnedUnverifiable) return;
    this.warnedUnverifiable = true;
    new Logger('Inbound').warn(
      this.config.isProduction
        ? 'INBOUND_AUTHSERV_ID is not set: replies without their token cannot be verified and are kept as unmatched'
        : 'INBOUND_AUTHSERV_ID is not set: replies without their token are filed by their From address unverified (refused in production)',
    );
  }

  /** Keeps a decision that rests on the From address only when the receiving server vouches for it. */
  private verified(message: ParsedInbound, result: AttributionResult): AttributionResult {
    if (!result.question && !('claimants' in result && result.claimants)) return result;
    const ids = this.config.inboundAuthservIds;
    if (!ids.length) this.warnUnverifiable();
    const check = ids.length
      ? checkSender(message.authenticationResults ?? [], message.from ?? '', ids)
      : this.config.isProduction
        ? { verified: false as const, reason: 'INBOUND_AUTHSERV_ID is not set' }
        : { verified: true as const };
    if (check.verified) return result;
    return {
      question: null,
      attribution: null,
      reason: `without the token, and the sender ${message.from} is not verified: ${check.reason}`,
    };
  }

  private decide(
    sender: string,
    seniorVaults: Vault[],
    byThread: Delivery | null,
    openByVault: Map<string, Delivery>,
    verifiedVaults: Set<string>,
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
    return this.bySender(
      sender,
      seniorVaults.filter((v) => verifiedVaults.has(v.id)),
      seniorVaults.length > 0,
      openByVault,
    );
  }

  /** By the sender alone, among the vaults that had a verified reply from them. */
  private bySender(
    sender: string,
    seniorVaults: Vault[],
    named: boolean,
    openByVault: Map<string, Delivery>,
  ): AttributionResult {
    if (named && !seniorVaults.length)
      return {
        question: null,
        attribution: null,
        reason: `without the token or the thread, and no vault has had a verified reply from ${sender} (by its token or in its thread); kept for the operators`,
      };
    const families = new Set(seniorVaults.map((v) => v.ownerId)).size;
    if (families > 1)
      return {
        question: null,
        attribution: null,
        reason: `without the token, and ${sender} is the senior's address in the vaults of ${families} owners; each is told there is a reply to claim`,
        claimants: seniorVaults,
      };
    const open = seniorVaults.map((v) => openByVault.get(v.id)).filter((d): d is Delivery => d !== undefined);
    if (open.length === 1) return { question: open[0], attribution: 'sender', reason: null };
    if (open.length > 1)
      return {
        question: null,
        attribution: null,
        reason: `${sender} is the senior of ${open.length} vaults with open questions; the owner is told there is a reply to claim`,
        claimants: seniorVaults,
      };
    return {
      question: null,
      attribution: null,
      reason: seniorVaults.length ? `no open question for ${sender}` : `no token, thread or senior matches ${sender}`,
    };
  }
}
