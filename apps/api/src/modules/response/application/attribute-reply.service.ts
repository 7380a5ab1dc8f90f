import { Injectable } from '@nestjs/common';
import { Delivery, ResponseTokens } from '../../delivery/delivery.public';
import { ListVaults } from '../../vault/vault.public';
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
    private readonly vaults: ListVaults,
  ) {}

  async execute(message: ParsedInbound): Promise<AttributionResult> {
    const byToken = await this.tokens.fromAddresses(message.recipients);
    if (byToken) return { question: byToken, attribution: 'token', reason: null };

    const sender = (message.from ?? '').toLowerCase();
    const seniorVaults = (await this.vaults.bySeniorEmail(sender)).map((s) => s.vault);
    const byThread = await this.tokens.byMessageIds([...message.inReplyTo, ...message.references]);
    if (byThread) {
      if (seniorVaults.some((v) => v.id === byThread.vaultId))
        return { question: byThread, attribution: 'thread', reason: null };
      return {
        question: null,
        attribution: null,
        reason: `replies in a question's thread, but from ${sender}, not the senior, and without the token`,
      };
    }

    const open = (await Promise.all(seniorVaults.map((v) => this.tokens.openQuestion(v.id)))).filter(
      (d): d is Delivery => d !== null,
    );
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
