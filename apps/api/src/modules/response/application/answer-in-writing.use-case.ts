import { Injectable } from '@nestjs/common';
import { ResponseTokens } from '../../delivery/delivery.public';
import { writtenStory } from '../domain/answer';
import { Story } from '../domain/story';
import { questionForToken } from './open-answer-link.use-case';
import { RecordStory } from './record-story.use-case';

/** The text answer page's Submit Story: the trimmed text becomes a written story. */
@Injectable()
export class AnswerInWriting {
  constructor(
    private readonly tokens: ResponseTokens,
    private readonly recordStory: RecordStory,
  ) {}

  async execute(input: { token: string | undefined; text: string | undefined }): Promise<Story> {
    const question = await questionForToken(this.tokens, input.token);
    const fullText = writtenStory(input.text);
    return this.recordStory.execute({ question, fullText, rawText: input.text ?? '', source: 'link', files: [] });
  }
}
