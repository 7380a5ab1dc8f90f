import { Injectable } from '@nestjs/common';
import { ErrorCode, Language } from '@storyvault/contracts';
import { AppConfig } from '../../../config/app-config';
import { AppSecrets } from '../../../config/app-secrets';
import { DomainError } from '../../../shared/domain-error';
import { onBehalfOf } from '../../../shared/mail/mailer';
import { EmailPhoto, PhotoLookup, QuestionPhotos } from '../../question/question.public';
import { Delivery } from '../domain/delivery';
import { FamilyComment, followUpEmail, questionEmail, QuestionEmailInput } from '../domain/emails/question-email';
import { replyAddressFor } from '../domain/reply-address';
import { openToken, sealToken } from '../domain/response-token';
import { EmailParts } from './delivery-sender.service';

/** The sealed token was sealed under another key: SESSION_SECRET changed after the question went out. */
export class TokenUnavailableError extends DomainError {
  constructor() {
    super(
      ErrorCode.TOKEN_UNAVAILABLE,
      "This question's answer links cannot be recovered: SESSION_SECRET has changed since it was sent.",
    );
  }
}

/** The Content-ID of a question's photo in its email (one photo an email). */
const PHOTO_CID = 'question-photo@storyvault';

function inline(photo: EmailPhoto) {
  return { filename: photo.filename, contentType: photo.contentType, content: photo.content, cid: PHOTO_CID };
}

/** Builds the emails that carry a response token: the question, its follow-up and a resend. */
@Injectable()
export class DeliveryMessages {
  constructor(
    private readonly config: AppConfig,
    private readonly secrets: AppSecrets,
    private readonly photos: QuestionPhotos,
  ) {}

  seal(token: string): string {
    return sealToken(token, this.secrets.tokenKey);
  }

  tokenOf(questionDelivery: Delivery): string {
    if (!questionDelivery.tokenSealed) throw new Error(`Delivery ${questionDelivery.id} carries no token`);
    try {
      return openToken(questionDelivery.tokenSealed, this.secrets.tokenKey);
    } catch {
      throw new TokenUnavailableError();
    }
  }

  /** The photos of a batch of question deliveries' questions, in one read: for questionEmail. */
  photosFor(questions: Delivery[]): Promise<PhotoLookup> {
    return this.photos.photosOf(questions.map((q) => ({ vaultId: q.vaultId, questionId: q.questionId })));
  }

  /**
   * `question` is the question delivery whose token and text the email carries; `token`, when
   * the caller has just issued it, saves unsealing it again. A question (or its resend) quotes
   * `familyComments`; a follow-up does not. A photo question's email, follow-up and resend all
   * carry its photo inline, above the question; `photos` (photosFor its batch) saves a read.
   */
  async questionEmail(
    question: Delivery,
    people: { seniorName: string; ownerName: string; familyComments?: FamilyComment[]; language?: Language },
    kind: 'question' | 'follow_up' | 'resend',
    token: string = this.tokenOf(question),
    photos?: PhotoLookup,
  ): Promise<EmailParts> {
    const photo = await this.photos.emailCopy(question.vaultId, question.questionId, photos);
    // Built field by field, not spread: a spread into a literal with more fields after it takes
    // V8's slow path, and a round builds these objects thousands of times.
    const input: QuestionEmailInput = {
      seniorName: people.seniorName,
      ownerName: people.ownerName,
      familyComments: people.familyComments,
      language: people.language,
      photo: photo ? { cid: PHOTO_CID } : undefined,
      question: question.questionText ?? '',
      recordUrl: this.config.link(`/respond/record?token=${token}`),
      writeUrl: this.config.link(`/respond/write?token=${token}`),
      skipUrl: this.config.link(`/respond/skip?token=${token}`),
      help: this.config.SUPPORT_EMAIL,
    };
    const content = kind === 'follow_up' ? followUpEmail(input) : questionEmail(input);
    // Follow-ups and resends join the question's thread; nothing here is marked automatic,
    // because replies to these emails must not look automatic either.
    const headers: Record<string, string> =
      kind === 'question' ? {} : { 'In-Reply-To': question.messageId, References: question.messageId };
    const email: EmailParts = {
      subject: content.subject,
      html: content.html,
      text: content.text,
      fromName: onBehalfOf(people.ownerName),
      replyTo: replyAddressFor(this.config.INBOUND_ADDRESS, token),
      headers,
    };
    if (photo) email.attachments = [inline(photo)];
    return email;
  }
}
