import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { SeedQuestionLibrary } from '../../application/seed-question-library.use-case';

/** A fresh install has the whole library without anyone running `storyvault seed`. */
@Injectable()
export class SeedLibraryOnStart implements OnApplicationBootstrap {
  private readonly logger = new Logger('QuestionLibrary');

  constructor(private readonly seed: SeedQuestionLibrary) {}

  async onApplicationBootstrap(): Promise<void> {
    const summary = await this.seed.execute();
    if (summary.inserted || summary.updated) this.logger.log(summary, 'Question library loaded');
  }
}
