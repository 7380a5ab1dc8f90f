import { Injectable, Logger } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config';
import { Clock } from '../../../shared/time/clock';
import { ManageUsers, User } from '../../auth/auth.public';
import { PhotoLookup } from '../../question/question.public';
import { effectiveFrequency } from '../../vault/vault.public';
import { DedupeKeys, Delivery, NewDelivery, retryDelayMs } from '../domain/delivery';
import { firstQuestionSentEmail } from '../domain/emails/first-question-email';
import { FamilyComment } from '../domain/emails/question-email';
import { introEmail } from '../domain/emails/intro-email';
import { queueEmptyEmail } from '../domain/emails/queue-empty-email';
import { issueResponseToken } from '../domain/response-token';
import { AcceptedQuestions } from './accepted-questions';
import { DeliveryMessages } from './delivery-messages.service';
import { DeliverySender, SendFailedError } from './delivery-sender.service';
import { FamilyCommentsToQuote } from './family-comments-to-quote.service';
import { DispatchSummary, countSend } from './dispatch-summary';
import { SendFollowUps } from './send-follow-ups.service';
import { DeliveryRepository } from './ports/delivery.repository';
import { ClaimedVault, VaultSchedule } from './vault-schedule.service';

export type { DispatchSummary } from './dispatch-summary';

type Owner = Pick<User, 'id' | 'name' | 'email' | 'hasFullAccess'> & { language?: User['language'] };

/**
 * One round of the worker: claims due vaults and sends their introductions and questions
 * (or tells the owner the questions ran out), then sends follow-ups for unanswered questions
 * (`SendFollowUps`).
 */
@Injectable()
export class DispatchDeliveries {
  private readonly logger = new Logger('Delivery');

  constructor(
    private readonly schedule: VaultSchedule,
    private readonly deliveries: DeliveryRepository,
    private readonly sender: DeliverySender,
    private readonly messages: DeliveryMessages,
    private readonly users: ManageUsers,
    private readonly config: AppConfig,
    private readonly clock: Clock,
    private readonly familyComments: FamilyCommentsToQuote,
    private readonly followUps: SendFollowUps,
  ) {}

  /**
   * Two emails in flight per pooled SMTP connection: when the relay accepts one, the next is
   * already waiting in the pool, so a connection never idles while an email is being rendered.
   */
  private get sendsInFlight(): number {
    return this.config.SMTP_MAX_CONNECTIONS * 2;
  }

  private get leaseMs(): number {
    return this.config.DELIVERY_LEASE_SECONDS * 1000;
  }

  /**
   * Sends everything due now until nothing is left or `maxVaults` were claimed. Vaults are
   * claimed in batches; a few emails are in flight at once (two per pooled SMTP connection), and
   * the next batch is claimed while the current one is still sending, so the relay never waits.
   */
  async execute(
    options: { onProgress?: (summary: DispatchSummary) => void; maxVaults?: number } = {},
  ): Promise<DispatchSummary> {
    const summary: DispatchSummary = { sent: 0, skipped: 0, failed: 0 };
    const work: Array<() => Promise<void>> = [];
    const accepted = new AcceptedQuestions(this.schedule, this.logger);
    let claimedSoFar = 0;
    let exhausted = false;
    let refilling: Promise<void> | null = null;
    let failure: unknown = null;

    const claimNextBatch = async () => {
      const size = Math.min(this.config.DELIVERY_BATCH_SIZE, (options.maxVaults ?? Infinity) - claimedSoFar);
      const claimed = await this.schedule.claimDue(this.clock.now(), size, this.leaseMs);
      claimedSoFar += claimed.length;
      if (claimed.length < size || claimedSoFar >= (options.maxVaults ?? Infinity)) exhausted = true;
      const owners = await this.users.findByIds(claimed.map((c) => c.vault.ownerId));
      const ownerOf = (c: ClaimedVault) => owners.get(c.vault.ownerId) ?? null;
      // The usual case, a question due and nothing else, goes out in bulk: its deliveries are
      // written for the whole batch at once. The rest (introductions, empty queues) one by one.
      const plain = claimed.filter((c) => !c.needsIntro && c.questionDue && c.nextQuestion && ownerOf(c));
      const fresh = plain.map((c) => this.newQuestion(c));
      const deliveries = await this.deliveries.createOrGetMany(fresh.map((f) => f.delivery));
      const unsent = deliveries.filter((d) => d.state !== 'sent');
      const [quoted, photos] = await Promise.all([
        this.familyComments.forQuestions(unsent),
        this.messages.photosFor(unsent),
      ]);
      plain.forEach((claimed, i) => {
        // The token is at hand unless the delivery was made before (then it is unsealed from the row).
        const token = deliveries[i].tokenHash === fresh[i].delivery.tokenHash ? fresh[i].token : undefined;
        const comments = quoted.get(deliveries[i].id) ?? [];
        work.push(() =>
          this.sendQuestion(claimed, deliveries[i], ownerOf(claimed)!, { token, comments, photos }, accepted, summary),
        );
      });
      for (const other of claimed.filter((c) => !plain.includes(c)))
        work.push(() => this.dispatchVault(other, summary, { owner: ownerOf(other) }));
    };

    const refillBelow = Math.max(this.sendsInFlight, Math.floor(this.config.DELIVERY_BATCH_SIZE / 2));
    const lane = async () => {
      for (;;) {
        // The next batch is claimed while half of this one is still to send, so no lane waits for it.
        if (!exhausted && !refilling && work.length <= refillBelow) {
          refilling = claimNextBatch()
            .catch((error: unknown) => {
              failure = error;
              exhausted = true;
            })
            .finally(() => (refilling = null));
        }
        const next = work.shift();
        if (next) {
          await next();
          options.onProgress?.(summary);
        } else if (refilling) await refilling;
        else if (exhausted) return;
      }
    };
    await Promise.all(Array.from({ length: this.sendsInFlight }, lane));
    await accepted.flush();
    if (failure) throw failure;
    await this.followUps.send(summary, options.onProgress);
    return summary;
  }

  /** One vault's due question, from a batch whose deliveries are already written. */
  private async sendQuestion(
    claimed: ClaimedVault,
    delivery: Delivery,
    owner: Owner,
    batch: { token: string | undefined; comments: FamilyComment[]; photos: PhotoLookup },
    accepted: AcceptedQuestions,
    summary: DispatchSummary,
  ): Promise<void> {
    if (!(await this.schedule.renew(claimed, this.clock.now(), this.leaseMs))) {
      summary.skipped++; // the lease ran out while earlier vaults were sent: it may be another worker's now
      return;
    }
    try {
      const email = await this.messages.questionEmail(
        delivery,
        {
          seniorName: claimed.vault.seniorName,
          ownerName: owner.name,
          familyComments: batch.comments,
          language: claimed.vault.language,
        },
        'question',
        batch.token,
        batch.photos,
      );
      const outcome = await this.sender.transmit(delivery, email);
      countSend(summary, outcome);
      accepted.add({ claimed, delivery, owner, at: this.clock.now(), sent: outcome === 'sent' });
      if (outcome === 'sent' && !claimed.vault.lastSentAt)
        await this.tellOwnerFirstQuestionSent(claimed, owner, delivery);
    } catch (error) {
      await this.sendFailed(claimed, error, summary);
    }
  }

  private newQuestion(claimed: ClaimedVault): { delivery: NewDelivery; token: string } {
    const question = claimed.nextQuestion!;
    const { token, tokenHash } = issueResponseToken();
    const delivery: NewDelivery = {
      vaultId: claimed.vault.id,
      kind: 'question',
      dedupeKey: DedupeKeys.question(question.id),
      recipient: claimed.vault.seniorEmail,
      vaultQuestionId: question.id,
      questionId: question.questionId,
      questionText: question.question.text,
      parentId: null,
      tokenHash,
      tokenSealed: this.messages.seal(token),
    };
    return { delivery, token };
  }

  private async sendFailed(claimed: ClaimedVault, error: unknown, summary: DispatchSummary): Promise<void> {
    summary.failed++;
    const attempts = error instanceof SendFailedError ? error.delivery.attempts : 1;
    if (!(error instanceof SendFailedError)) this.logger.error(`Vault ${claimed.vault.id}: ${String(error)}`);
    await this.schedule.release(claimed, new Date(this.clock.now().getTime() + retryDelayMs(attempts)));
  }

  /** Sends one claimed vault's due emails and hands the vault back to the schedule. */
  async dispatchVault(
    claimed: ClaimedVault,
    summary: DispatchSummary,
    options: { sendNow?: boolean; owner?: Owner | null } = {},
  ): Promise<void> {
    const { vault } = claimed;
    if (!(await this.schedule.renew(claimed, this.clock.now(), this.leaseMs))) {
      // The lease ran out while earlier vaults of the batch were sent: it may be another worker's now.
      summary.skipped++;
      return;
    }
    try {
      const owner = options.owner !== undefined ? options.owner : await this.users.findById(vault.ownerId);
      if (!owner) {
        await this.schedule.release(claimed, null);
        summary.skipped++;
        return;
      }
      if (claimed.needsIntro) {
        const introTo = (dedupeKey: string) =>
          this.deliveries.createOrGet({
            vaultId: vault.id,
            kind: 'intro',
            dedupeKey,
            recipient: vault.seniorEmail,
            ...noQuestion,
          });
        let intro = await introTo(DedupeKeys.intro(vault.id));
        // The senior's email changed since the first introduction: the new address is introduced once.
        if (intro.recipient !== vault.seniorEmail)
          intro = await introTo(DedupeKeys.introTo(vault.id, vault.seniorEmail));
        const email = introEmail({
          seniorName: vault.seniorName,
          ownerName: owner.name,
          frequency: vault.frequency,
          help: this.config.SUPPORT_EMAIL,
          giftMessage: vault.introNote ?? null,
          language: vault.language,
        });
        countSend(summary, await this.sender.send(intro, email));
        await this.schedule.introSent(vault.id, this.clock.now());
      }
      if (!claimed.questionDue) {
        await this.schedule.release(claimed, null);
        return;
      }
      if (!claimed.nextQuestion) {
        await this.queueRanOut(claimed, owner, summary);
        return;
      }
      const question = await this.deliveries.createOrGet(this.newQuestion(claimed).delivery);
      const familyComments = question.state === 'sent' ? [] : await this.familyComments.forQuestion(question);
      const email = await this.messages.questionEmail(
        question,
        { seniorName: vault.seniorName, ownerName: owner.name, familyComments, language: vault.language },
        'question',
      );
      const outcome = await this.sender.transmit(question, email);
      countSend(summary, outcome);
      // Recorded sent with the schedule moving on, in one write (or not at all: then it goes again).
      await this.schedule.questionSent(claimed, this.clock.now(), owner, {
        sendNow: options.sendNow,
        deliveryId: outcome === 'sent' ? question.id : null,
      });
      if (!vault.lastSentAt) await this.tellOwnerFirstQuestionSent(claimed, owner, question);
    } catch (error) {
      await this.sendFailed(claimed, error, summary);
    }
  }

  /**
   * The owner hears once that the first question went out. Best effort: a failure is logged and
   * the question's own bookkeeping stands (it was sent); the note is not counted in the summary.
   */
  private async tellOwnerFirstQuestionSent(claimed: ClaimedVault, owner: Owner, question: Delivery): Promise<void> {
    const { vault } = claimed;
    try {
      const note = await this.deliveries.createOrGet({
        vaultId: vault.id,
        kind: 'first_question_note',
        dedupeKey: DedupeKeys.firstQuestionNote(vault.id),
        recipient: owner.email,
        ...noQuestion,
      });
      const email = firstQuestionSentEmail({
        ownerName: owner.name,
        language: owner.language ?? 'en',
        seniorName: vault.seniorName,
        question: question.questionText ?? '',
        frequency: effectiveFrequency(vault.frequency, owner.hasFullAccess),
        dashboardUrl: this.config.link('/dashboard'),
        help: this.config.SUPPORT_EMAIL,
      });
      await this.sender.send(note, { ...email, headers: { 'Auto-Submitted': 'auto-generated' } });
    } catch (error) {
      this.logger.warn(`The first-question note for vault ${vault.id} was not sent: ${String(error)}`);
    }
  }

  private async queueRanOut(claimed: ClaimedVault, owner: Owner, summary: DispatchSummary) {
    const { vault } = claimed;
    if (vault.queueEmptyNotifiedAt) {
      summary.skipped++;
      await this.schedule.queueEmpty(claimed, this.clock.now(), owner, false);
      return;
    }
    const notice = await this.deliveries.createOrGet({
      vaultId: vault.id,
      kind: 'queue_empty',
      dedupeKey: DedupeKeys.queueEmpty(vault.id, vault.nextSendAt ?? this.clock.now()),
      recipient: owner.email,
      ...noQuestion,
    });
    const email = queueEmptyEmail({
      ownerName: owner.name,
      language: owner.language ?? 'en',
      seniorName: vault.seniorName,
      dashboardUrl: this.config.link('/dashboard'),
      help: this.config.SUPPORT_EMAIL,
    });
    countSend(summary, await this.sender.send(notice, { ...email, headers: { 'Auto-Submitted': 'auto-generated' } }));
    await this.schedule.queueEmpty(claimed, this.clock.now(), owner, true);
  }
}

const noQuestion = {
  vaultQuestionId: null,
  questionId: null,
  questionText: null,
  parentId: null,
  tokenHash: null,
  tokenSealed: null,
} as const;
