import { Injectable } from '@nestjs/common';
import { Clock } from '../../../shared/time/clock';
import { Delivery, ResponseTokens } from '../../delivery/delivery.public';
import { ObjectContent } from '../../../shared/storage/object-store';
import { QuestionPhotos, VaultDirectory } from '../../vault/vault.public';
import { firstName, linkExpired } from '../domain/answer';
import { InvalidLinkError, LinkExpiredError, PhotoNotFoundError } from '../domain/answer.errors';

export interface AnswerLinkView {
  question: string;
  seniorFirstName: string;
  /** When the question was first answered (a link may answer again), null until then. */
  answeredAt: string | null;
  /** A photo question's photo, loaded with the same token (no sign-in); absent for other questions. */
  photoUrl?: string;
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
    private readonly photos: QuestionPhotos,
  ) {}

  async execute(token: string | undefined): Promise<AnswerLinkView> {
    const question = await questionForToken(this.tokens, token, this.clock.now());
    const vault = await this.vaults.byId(question.vaultId);
    if (!vault) throw new InvalidLinkError();
    return {
      question: question.questionText ?? '',
      seniorFirstName: firstName(vault.seniorName),
      answeredAt: question.answeredAt?.toISOString() ?? null,
      ...((await this.photos.has(question.vaultId, question.questionId))
        ? { photoUrl: `/api/respond/photo?token=${encodeURIComponent(token ?? '')}` }
        : {}),
    };
  }

  /** The photo of the question this token answers (its screen-size copy): the token is the only key. */
  async photo(token: string | undefined): Promise<ObjectContent> {
    const question = await questionForToken(this.tokens, token, this.clock.now());
    const photo = await this.photos.openCopy(question.vaultId, question.questionId, 'web');
    if (!photo) throw new PhotoNotFoundError();
    return photo;
  }
}
