import { Injectable } from '@nestjs/common';
import { Delivery, ResponseTokens } from '../../delivery/delivery.public';
import { VaultSchedule } from '../../vault/vault.public';
import { firstName } from '../domain/answer';
import { InvalidLinkError } from '../domain/answer.errors';

export interface AnswerLinkView {
  question: string;
  seniorFirstName: string;
  /** When the question was first answered (a link may answer again), null until then. */
  answeredAt: string | null;
}

/** The question a link answers; a missing, malformed or unknown token is an invalid link. */
export async function questionForToken(tokens: ResponseTokens, token: string | undefined): Promise<Delivery> {
  const question = await tokens.resolve(token);
  if (!question || question.kind !== 'question') throw new InvalidLinkError();
  return question;
}

/** What the answer pages show: the question and whom it is for. Nothing else leaves with a token. */
@Injectable()
export class OpenAnswerLink {
  constructor(
    private readonly tokens: ResponseTokens,
    private readonly vaults: VaultSchedule,
  ) {}

  async execute(token: string | undefined): Promise<AnswerLinkView> {
    const question = await questionForToken(this.tokens, token);
    const vault = await this.vaults.vaultById(question.vaultId);
    if (!vault) throw new InvalidLinkError();
    return {
      question: question.questionText ?? '',
      seniorFirstName: firstName(vault.seniorName),
      answeredAt: question.answeredAt?.toISOString() ?? null,
    };
  }
}
