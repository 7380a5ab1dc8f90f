import { Injectable } from '@nestjs/common';
import { Clock } from '../../../shared/time/clock';
import { answeredQuestionOf, ResponseTokens } from '../../delivery/delivery.public';
import { writtenStory } from '../domain/answer';
import { reserveLinkAnswer } from './link-answer-limits';
import { questionForToken } from './open-answer-link.use-case';
import { LinkAnswerLog } from './ports/link-answer-log';
import { RecordStory, Story } from '../../stories/stories.public';

/** The text answer page's Submit Story: the trimmed text becomes a written story. */
@Injectable()
export class AnswerInWriting {
  constructor(
    private readonly tokens: ResponseTokens,
    private readonly recordStory: RecordStory,
    private readonly answers: LinkAnswerLog,
    private readonly clock: Clock,
  ) {}

  async execute(input: { token: string | undefined; text: string | undefined }): Promise<Story> {
    const question = await questionForToken(this.tokens, input.token, this.clock.now());
    const fullText = writtenStory(input.text);
    const reservationId = await reserveLinkAnswer(this.answers, question, 'written', this.clock.now());
    try {
      return await this.recordStory.execute({
        question: answeredQuestionOf(question),
        fullText,
        rawText: input.text ?? '',
        source: 'link',
        files: [],
      });
    } catch (error) {
      await this.answers.release(reservationId);
      throw error;
    }
  }
}
