import { Injectable, Logger } from '@nestjs/common';
import type { ReplyChoiceView } from '@storyvault/contracts';
import { Clock } from '../../../shared/time/clock';
import { Delivery, ResponseTokens } from '../../delivery/delivery.public';
import { RecordStory } from '../../stories/stories.public';
import { ChoiceAlreadyMadeError, InvalidChoiceError, InvalidChoiceLinkError } from '../domain/choice/choice.errors';
import { choiceWords } from '../domain/choice/choice-words';
import {
  CHOICE_DECISIONS,
  CHOICE_WAIT_DAYS,
  ChoiceDecision,
  choiceTokenHash,
  ReplyChoice,
} from '../domain/choice/reply-choice';
import { emailStory } from './email-story';
import { InboundMessageStore, InboundResult, StoredInbound } from './ports/inbound-message.store';
import { MessageParser } from './ports/message-parser';
import { ReplyChoiceStore } from './ports/reply-choice.store';
import { ActOnReplyCommand } from './reply-commands.service';
import { TellOwnerOfLeftOutFiles } from './tell-owner-of-left-out-files.service';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The senior's answer to "what did you mean?" (docs/decisions/0087-asking-when-a-reply-is-unclear.md), by her email's
 * buttons or, after 7 days, by the clock. The command is done as the
 * reply itself would have been (`ActOnReplyCommand`, with the reply's own sender); the story is
 * made from the stored email as the ingest would have made it. The first decision stands.
 */
@Injectable()
export class DecideReplyChoice {
  private readonly logger = new Logger('Inbound');

  constructor(
    private readonly choices: ReplyChoiceStore,
    private readonly inbound: InboundMessageStore,
    private readonly parser: MessageParser,
    private readonly tokens: ResponseTokens,
    private readonly recordStory: RecordStory,
    private readonly commands: ActOnReplyCommand,
    private readonly tellOwner: TellOwnerOfLeftOutFiles,
    private readonly clock: Clock,
  ) {}

  /** What the page shows; reading it changes nothing (mail scanners open links). */
  async view(token: string): Promise<ReplyChoiceView> {
    return this.toView(await this.find(token));
  }

  async choose(token: string, decision: unknown): Promise<ReplyChoiceView> {
    if (!CHOICE_DECISIONS.includes(decision as ChoiceDecision)) throw new InvalidChoiceError();
    const choice = await this.find(token);
    if (choice.decidedAt || !(await this.decide(choice, decision as ChoiceDecision, 'senior')))
      throw new ChoiceAlreadyMadeError(this.chosenText(await this.find(token)));
    return this.toView(await this.find(token));
  }

  /** The choices unanswered for 7 days are kept as stories; how many. */
  async keepUnanswered(limit = 100): Promise<number> {
    const before = new Date(this.clock.now().getTime() - CHOICE_WAIT_DAYS * DAY_MS);
    let kept = 0;
    for (const choice of await this.choices.listUndecidedBefore(before, limit)) {
      try {
        if (await this.decide(choice, 'story', 'timeout')) kept++;
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        this.logger.error({ choiceId: choice.id, reason }, 'An unanswered choice could not be kept as a story');
      }
    }
    return kept;
  }

  /** Records the decision, then carries it out; should that fail, the decision is taken back. */
  private async decide(choice: ReplyChoice, decision: ChoiceDecision, by: 'senior' | 'timeout'): Promise<boolean> {
    if (!(await this.choices.decide(choice.id, decision, by, this.clock.now()))) return false;
    try {
      await this.carryOut(choice, decision, by);
      return true;
    } catch (error) {
      await this.choices.undecide(choice.id);
      throw error;
    }
  }

  private async carryOut(choice: ReplyChoice, decision: ChoiceDecision, by: 'senior' | 'timeout'): Promise<void> {
    const record = await this.inbound.findByMessageId(choice.inboundId);
    const raw = record ? await this.inbound.readRaw(record.id) : null;
    const question = await this.question(choice);
    if (!record || !raw || !question) throw new Error('the reply or its question is gone');
    const parsed = await this.parser.parse(raw);
    const chosen = by === 'senior' ? 'chosen by the senior' : `no choice in ${CHOICE_WAIT_DAYS} days`;
    const common: Omit<InboundResult, 'outcome' | 'reason'> = {
      attribution: record.attribution,
      vaultId: record.vaultId,
      deliveryId: record.deliveryId,
      leftOut: record.leftOut,
    };
    if (decision === 'command') {
      const done = await this.commands.execute(
        choice.command,
        question,
        { from: parsed.from ?? '', authenticationResults: parsed.authenticationResults },
        choice.language,
      );
      await this.finish(record, { ...common, outcome: done.outcome, reason: `${done.reason} (${chosen})` });
      return;
    }
    const made = emailStory(parsed, question, record.id);
    const story = await this.recordStory.execute(made.input);
    await this.finish(record, {
      ...common,
      outcome: 'story',
      reason: chosen,
      storyId: story.id,
      leftOut: made.leftOut,
    });
    if (made.leftOut.some((f) => f.meant))
      await this.tellOwner.execute([
        { vaultId: story.vaultId, storyId: story.id, questionText: story.questionText, files: made.leftOut },
      ]);
  }

  private async finish(record: StoredInbound, result: InboundResult): Promise<void> {
    await this.inbound.finish(record.id, result, this.clock.now());
  }

  /** The question the reply answered, among those sent to the vault's senior. */
  private async question(choice: ReplyChoice): Promise<Delivery | null> {
    const sent = await this.tokens.questionsSent(choice.vaultId);
    return sent.find((d) => d.id === choice.deliveryId) ?? null;
  }

  private async find(token: string): Promise<ReplyChoice> {
    const hash = choiceTokenHash(token);
    const choice = hash ? await this.choices.findByTokenHash(hash) : null;
    if (!choice) throw new InvalidChoiceLinkError();
    return choice;
  }

  private chosenText(choice: ReplyChoice): string {
    const words = choiceWords(choice.command, choice.language, choice.createdAt);
    if (choice.decidedBy === 'timeout') return words.keptAfterWait;
    return choice.decision === 'command' ? words.chosenCommand : words.chosenStory;
  }

  private toView(choice: ReplyChoice): ReplyChoiceView {
    const words = choiceWords(choice.command, choice.language, choice.createdAt);
    return {
      language: choice.language,
      replyText: choice.replyText,
      decision: choice.decision,
      decidedBy: choice.decidedBy,
      words: {
        heading: words.heading,
        youWrote: words.youWrote,
        commandLabel: words.commandLabel,
        storyLabel: words.storyLabel,
        doneCommand: words.doneCommand,
        doneStory: words.doneStory,
        chosenCommand: words.chosenCommand,
        chosenStory: words.chosenStory,
        keptAfterWait: words.keptAfterWait,
      },
    };
  }
}
