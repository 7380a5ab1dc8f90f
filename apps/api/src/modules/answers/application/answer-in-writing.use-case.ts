import { Injectable } from '@nestjs/common';
import { Language } from '@storyvault/contracts';
import { Clock } from '../../../shared/time/clock';
import { answeredQuestionOf } from '../../delivery/delivery.public';
import { writtenStory } from '../domain/answer';
import { reserveLinkAnswer } from './link-answer-limits';
import { AnswerLinks } from './answer-links';
import { LinkAnswerLog } from './ports/link-answer-log';
import { RecordStory, Story } from '../../stories/stories.public';

/** The text answer page's Submit Story: the trimmed text becomes a written story. */
@Injectable()
export class AnswerInWriting {
  constructor(
    private readonly links: AnswerLinks,
    private readonly recordStory: RecordStory,
    private readonly answers: LinkAnswerLog,
    private readonly clock: Clock,
  ) {}

  /** `pageLanguage` (the browser's) tells an unknown link; every other refusal is in the vault's language. */
  async execute(input: {
    token: string | undefined;
    text: string | undefined;
    pageLanguage: Language;
  }): Promise<Story> {
    const link = await this.links.open(input.token, input.pageLanguage);
    const fullText = writtenStory(input.text);
    const reservationId = await reserveLinkAnswer(this.answers, link, 'written', this.clock.now());
    try {
      return await this.recordStory.execute({
        question: answeredQuestionOf(link.question),
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
