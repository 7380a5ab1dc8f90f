import { Injectable } from '@nestjs/common';
import { Language } from '@storyvault/contracts';
import { Clock } from '../../../shared/time/clock';
import { Delivery, ResponseTokens } from '../../delivery/delivery.public';
import { VaultDirectory } from '../../vault/vault.public';
import { linkExpired } from '../domain/answer';
import { InvalidLinkError, LinkExpiredError } from '../domain/answer.errors';

/** The question a link answers, and the language its senior reads (the vault's). */
export interface LinkQuestion {
  question: Delivery;
  language: Language;
}

/**
 * The question an answer link is for. A missing, malformed or unknown token is an invalid link,
 * told in the page's language (the vault is not known); one whose question was sent too long ago
 * has expired (a reply by email still works), told in the vault's language, as is every later
 * refusal of a story sent to the link.
 */
@Injectable()
export class AnswerLinks {
  constructor(
    private readonly tokens: ResponseTokens,
    private readonly vaults: VaultDirectory,
    private readonly clock: Clock,
  ) {}

  async open(token: string | undefined, pageLanguage: Language): Promise<LinkQuestion> {
    const question = await this.tokens.resolve(token);
    if (!question || question.kind !== 'question') throw new InvalidLinkError(pageLanguage);
    const language = (await this.vaults.byId(question.vaultId))?.language ?? pageLanguage;
    if (linkExpired(question.sentAt ?? question.createdAt, this.clock.now())) throw new LinkExpiredError(language);
    return { question, language };
  }
}
