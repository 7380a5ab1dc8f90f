import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config';
import { Clock } from '../../../shared/time/clock';
import { isPausedAt } from '../../vault/vault.public';
import { FollowUpTiming } from './follow-up-timing';
import { DeliveryRepository } from './ports/delivery.repository';
import { VaultSchedule } from './vault-schedule.service';

export interface PlannedDelivery {
  vaultId: string;
  recipient: string;
  kind: 'intro' | 'question' | 'queue_empty' | 'follow_up';
  question: string | null;
}

/** What a round would send now, touching nothing: `storyvault send-due --dry-run`. */
@Injectable()
export class PlanDeliveries {
  constructor(
    private readonly schedule: VaultSchedule,
    private readonly deliveries: DeliveryRepository,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  async execute(limit = 10_000): Promise<PlannedDelivery[]> {
    const now = this.clock.now();
    const plan: PlannedDelivery[] = [];
    for (const { vault, needsIntro, questionDue, nextQuestion } of await this.schedule.listDue(now, limit)) {
      if (needsIntro) plan.push({ vaultId: vault.id, recipient: vault.seniorEmail, kind: 'intro', question: null });
      if (questionDue && nextQuestion) {
        plan.push({
          vaultId: vault.id,
          recipient: vault.seniorEmail,
          kind: 'question',
          question: nextQuestion.question.text,
        });
      } else if (questionDue && !vault.queueEmptyNotifiedAt) {
        plan.push({ vaultId: vault.id, recipient: 'the owner', kind: 'queue_empty', question: null });
      }
    }
    const days = this.config.FOLLOW_UP_DAYS;
    for (const parent of await this.deliveries.listFollowUpsDue(
      now,
      FollowUpTiming.candidatesSentBefore(now, days),
      limit,
    )) {
      const vault = await this.schedule.vaultById(parent.vaultId);
      if (!vault || FollowUpTiming.dueAt(parent, vault, days) > now) continue;
      if (isPausedAt(vault, now)) continue; // a paused senior gets no reminder
      plan.push({
        vaultId: parent.vaultId,
        recipient: parent.recipient,
        kind: 'follow_up',
        question: parent.questionText,
      });
    }
    return plan;
  }
}
