import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { JobQueue } from '../../../../shared/jobs/job-queue';
import { DecideReplyChoice } from '../../application/decide-reply-choice.use-case';

export const KEEP_UNANSWERED_CHOICES = 'inbound.keep-unanswered-choices';

/** Every hour one worker keeps as stories the unclear replies the senior did not choose about in 7 days. */
@Injectable()
export class ReplyChoiceTimeoutJob implements OnModuleInit {
  private readonly logger = new Logger(ReplyChoiceTimeoutJob.name);

  constructor(
    private readonly choices: DecideReplyChoice,
    private readonly jobs: JobQueue,
  ) {}

  async onModuleInit(): Promise<void> {
    this.jobs.work(KEEP_UNANSWERED_CHOICES, () => this.run());
    await this.jobs.every(KEEP_UNANSWERED_CHOICES, 60 * 60);
  }

  async run(): Promise<void> {
    const kept = await this.choices.keepUnanswered();
    if (kept) this.logger.log({ kept }, 'Unanswered choices kept as stories');
  }
}
