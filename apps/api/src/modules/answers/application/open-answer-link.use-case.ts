import { Injectable } from '@nestjs/common';
import { Language } from '@storyvault/contracts';
import { Clock } from '../../../shared/time/clock';
import { ManageUsers } from '../../auth/auth.public';
import { Delivery, ResponseTokens } from '../../delivery/delivery.public';
import { ObjectContent } from '../../../shared/storage/object-store';
import { VaultDirectory } from '../../vault/vault.public';
import { QuestionCatalog, QuestionPhotos } from '../../question/question.public';
import { firstName, linkExpired } from '../domain/answer';
import { PhotoNotFoundError } from '../../stories/stories.public';
import { InvalidLinkError, LinkExpiredError } from '../domain/answer.errors';
import { AnswerLinks } from './answer-links';

export interface AnswerLinkView {
  question: string;
  /** The vault's language: the answer pages' own words are in it (the question comes as it was sent). */
  language: Language;
  seniorFirstName: string;
  /** Whom the story goes to: the thanks names them ("Ann will get your story"); empty if unknown. */
  ownerFirstName: string;
  /** When the question was first answered (a link may answer again), null until then. */
  answeredAt: string | null;
  /** A photo question's photo, loaded with the same token (no sign-in); absent for other questions. */
  photoUrl?: string;
}

/** What the answer pages show: the question and whom it is for. Nothing else leaves with a token. */
@Injectable()
export class OpenAnswerLink {
  constructor(
    private readonly tokens: ResponseTokens,
    private readonly vaults: VaultDirectory,
    private readonly clock: Clock,
    private readonly photos: QuestionPhotos,
    private readonly users: ManageUsers,
    private readonly catalog: QuestionCatalog,
    private readonly links: AnswerLinks,
  ) {}

  /** `pageLanguage` (the browser's) tells an unknown link; a known one is told in the vault's. */
  async execute(token: string | undefined, pageLanguage: Language): Promise<AnswerLinkView> {
    const question = await this.tokens.resolve(token);
    if (!question || question.kind !== 'question') throw new InvalidLinkError(pageLanguage);
    const vault = await this.vaults.byId(question.vaultId);
    if (!vault) throw new InvalidLinkError(pageLanguage);
    const owner = firstName((await this.users.findById(vault.ownerId))?.name ?? '');
    // A known token, even an old one, may say whose email to reply to; an unknown one says nothing.
    if (linkExpired(question.sentAt ?? question.createdAt, this.clock.now()))
      throw new LinkExpiredError(vault.language, owner);
    return {
      question: await this.questionText(question, vault.language),
      language: vault.language,
      seniorFirstName: firstName(vault.seniorName),
      ownerFirstName: owner,
      answeredAt: question.answeredAt?.toISOString() ?? null,
      ...((await this.photos.has(question.vaultId, question.questionId))
        ? { photoUrl: `/api/respond/photo?token=${encodeURIComponent(token ?? '')}` }
        : {}),
    };
  }

  /**
   * The question as the page words it: a library question in the vault's language now (the page's
   * own words are in it too), so a switch of language after the email left changes both alike;
   * any other question as it was sent.
   */
  private async questionText(delivery: Delivery, language: Language): Promise<string> {
    const sent = delivery.questionText ?? '';
    if (!delivery.questionId) return sent;
    const question = (await this.catalog.byIds([delivery.questionId], language)).get(delivery.questionId);
    return question?.isPrewritten ? question.text : sent;
  }

  /** The photo of the question this token answers (its screen-size copy): the token is the only key. */
  async photo(token: string | undefined, pageLanguage: Language): Promise<ObjectContent> {
    const { question } = await this.links.open(token, pageLanguage);
    const photo = await this.photos.openCopy(question.vaultId, question.questionId, 'web');
    if (!photo) throw new PhotoNotFoundError();
    return photo;
  }
}
