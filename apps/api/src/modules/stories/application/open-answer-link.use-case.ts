import { Injectable } from '@nestjs/common';
import { Clock } from '../../../shared/time/clock';
import { Delivery, ResponseTokens } from '../../delivery/delivery.public';
import { VaultDirectory } from '../../vault/vault.public';
import { firstName, linkExpired } from '../domain/answer';
import { InvalidLinkError, LinkExpiredError } from '../domain/answer.errors';

export interface AnswerLinkView {
  question: string;
  seniorFirstName: string;
  /** When the question was first answered (a link may answer again), null until then. */
  answeredAt: string | null;
}

/**
 * The question a link answers; a missing, malformed or unknown token is an invalid link, and
 * one whose question was sent too long ago has expired (a reply by email still works).
 */
export async function questionForToken(
  tokens: ResponseTokens,
  token: string | undefined,
  now: Date,
): Promise<Delivery> {
  const question = await tokens.resolve(token);
  if (!question || question.kind !== 'question') throw new InvalidLinkError();
  if (linkExpired(question.sentAt ?? question.createdAt, now)) throw new LinkExpiredError();
  return question;
}

/** What the answer pages show: the question and whom it is for. Nothing else leaves with a token. */
@Injectable()
export class OpenAnswerLink {
  constructor(
    private readonly tokens: ResponseTokens,
    private readonly vaults: VaultDirectory,
    private readonly clock: Clock,
  ) {}

  async execute(token: string | undefined): Promise<AnswerLinkView> {
    const question = await questionForToken(this.tokens, token, this.clock.now());
    const vault = await this.vaults.byId(question.vaultId);
    if (!vault) throw new InvalidLinkError();
    return {
      question: question.questionText ?? '',
      seniorFirstName: firstName(vault.seniorName),
      answeredAt: question.answeredAt?.toISOString() ?? null,
    };
  }
}
