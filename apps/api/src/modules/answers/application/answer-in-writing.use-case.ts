import { Injectable } from '@nestjs/common';
import { Language } from '@storyvault/contracts';
import { randomUUID } from 'node:crypto';
import { Clock } from '../../../shared/time/clock';
import { answeredQuestionOf } from '../../delivery/delivery.public';
import { KeptAnswer, writtenStory } from '../domain/answer';
import { reserveLinkAnswer } from './link-answer-limits';
import { AnswerLinks } from './answer-links';
import { LinkAnswerLog } from './ports/link-answer-log';
import { RecordStory, StoryLookup } from '../../stories/stories.public';

/**
 * The text answer page's Submit Story: the trimmed text becomes a written story. A page that sends
 * the same story again (its `sendId` again: the answer to the first send never reached it) is
 * answered by the story kept the first time, and nothing is kept twice.
 */
@Injectable()
export class AnswerInWriting {
  constructor(
    private readonly links: AnswerLinks,
    private readonly recordStory: RecordStory,
    private readonly answers: LinkAnswerLog,
    private readonly stories: StoryLookup,
    private readonly clock: Clock,
  ) {}

  /** `pageLanguage` (the browser's) tells an unknown link; every other refusal is in the vault's language. */
  async execute(input: {
    token: string | undefined;
    text: string | undefined;
    sendId?: string;
    pageLanguage: Language;
  }): Promise<KeptAnswer> {
    const link = await this.links.open(input.token, input.pageLanguage);
    const { sendId } = input;
    const earlier = sendId ? await this.stories.sentBefore(link.question.id, sendId) : null;
    if (earlier) return { storyId: earlier, again: true };
    const fullText = writtenStory(input.text);
    const reservationId = await reserveLinkAnswer(this.answers, link, 'written', this.clock.now());
    try {
      const storyId = randomUUID();
      const story = await this.recordStory.execute({
        storyId,
        question: answeredQuestionOf(link.question),
        fullText,
        rawText: input.text ?? '',
        source: 'link',
        files: [],
        sendId,
      });
      const again = story.id !== storyId;
      // The same send, kept meanwhile by a request that came before this one: this one counts for nothing.
      if (again) await this.answers.release(reservationId);
      return { storyId: story.id, again };
    } catch (error) {
      await this.answers.release(reservationId);
      throw error;
    }
  }
}
