import { Injectable } from '@nestjs/common';
import { ErrorCode } from '@storyvault/contracts';
import { DomainError } from '../../../shared/domain-error';
import { Clock } from '../../../shared/time/clock';
import { ManageUsers } from '../../auth/auth.public';
import { Delivery, DedupeKeys } from '../domain/delivery';
import { DeliveryMessages } from './delivery-messages.service';
import { DeliverySender } from './delivery-sender.service';
import { FamilyCommentsToQuote } from './family-comments-to-quote.service';
import { DeliveryRepository } from './ports/delivery.repository';
import { VaultSchedule } from './vault-schedule.service';

export class NoQuestionSentError extends DomainError {
  constructor() {
    super(ErrorCode.NO_QUESTION_SENT, 'No question has been sent to this vault yet.');
  }
}

/** The latest question was answered already: sending it again needs to be asked for (`force`). */
export class QuestionAlreadyAnsweredError extends DomainError {
  constructor(
    readonly questionText: string,
    readonly answeredAt: Date,
  ) {
    super(
      ErrorCode.QUESTION_ALREADY_ANSWERED,
      `The latest question, “${questionText}”, was already answered on ${answeredAt.toISOString().slice(0, 10)}.`,
    );
  }
}

/** The senior's latest question once more, with the same answer links (same token). */
@Injectable()
export class ResendLatestQuestion {
  constructor(
    private readonly deliveries: DeliveryRepository,
    private readonly schedule: VaultSchedule,
    private readonly users: ManageUsers,
    private readonly messages: DeliveryMessages,
    private readonly sender: DeliverySender,
    private readonly clock: Clock,
    private readonly familyComments: FamilyCommentsToQuote,
  ) {}

  async execute(vaultId: string, options: { force?: boolean } = {}): Promise<Delivery> {
    const question = await this.deliveries.latestQuestion(vaultId);
    const vault = await this.schedule.vaultById(vaultId);
    const owner = vault ? await this.users.findById(vault.ownerId) : null;
    if (!question || !vault || !owner) throw new NoQuestionSentError();
    if (question.answeredAt && !options.force)
      throw new QuestionAlreadyAnsweredError(question.questionText ?? '', question.answeredAt);
    // Built first: a question whose token no longer opens fails here, before any row is written.
    // It quotes what the question quoted: the comments of the same window.
    const familyComments = await this.familyComments.forQuestion(question);
    const email = await this.messages.questionEmail(
      question,
      { seniorName: vault.seniorName, ownerName: owner.name, familyComments, language: vault.language },
      'resend',
    );
    const resend = await this.deliveries.createOrGet({
      vaultId,
      kind: 'resend',
      dedupeKey: DedupeKeys.resend(question.id, this.clock.now()),
      recipient: vault.seniorEmail,
      vaultQuestionId: question.vaultQuestionId,
      questionId: question.questionId,
      questionText: question.questionText,
      parentId: question.id,
      tokenHash: null,
      tokenSealed: null,
    });
    await this.sender.send(resend, email);
    return resend;
  }
}
