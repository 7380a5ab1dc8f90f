import { Injectable, Logger } from '@nestjs/common';
import { CommentsForSenior, SeniorComment } from '../../family/family.public';
import { Delivery } from '../domain/delivery';
import { DeliveryRepository } from './ports/delivery.repository';

/**
 * What the family wrote on the senior's stories, for her question emails: the comments made
 * between her previous question's delivery and this one's. Both ends are fixed when the
 * deliveries are made, so a retry (same Message-ID) and a resend of a question quote the same.
 */
@Injectable()
export class FamilyCommentsToQuote {
  private readonly logger = new Logger('Delivery');

  constructor(
    private readonly deliveries: DeliveryRepository,
    private readonly comments: CommentsForSenior,
  ) {}

  /**
   * By question delivery id; questions with nothing to quote are absent. Best effort: if the
   * comments cannot be read, the questions go out without them rather than not at all.
   */
  async forQuestions(questions: Delivery[]): Promise<Map<string, SeniorComment[]>> {
    const quoted = new Map<string, SeniorComment[]>();
    if (!questions.length) return quoted;
    try {
      const since = await this.deliveries.previousQuestionTimes(questions);
      const byVault = await this.comments.forWindows(
        questions.map((q) => ({ vaultId: q.vaultId, since: since.get(q.id) ?? null, until: q.createdAt })),
      );
      for (const q of questions) if (byVault.has(q.vaultId)) quoted.set(q.id, byVault.get(q.vaultId)!);
    } catch (error) {
      this.logger.warn(`Family comments were left out of ${questions.length} question email(s): ${String(error)}`);
    }
    return quoted;
  }

  async forQuestion(question: Delivery): Promise<SeniorComment[]> {
    return (await this.forQuestions([question])).get(question.id) ?? [];
  }
}
