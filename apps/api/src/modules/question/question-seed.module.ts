import { Module } from '@nestjs/common';
import { SeedLibraryOnStart } from './adapters/lifecycle/seed-library-on-start';
import { QuestionModule } from './question.module';

/** Loaded by server processes (and tests) so the library is there at start. */
@Module({ imports: [QuestionModule], providers: [SeedLibraryOnStart] })
export class QuestionSeedModule {}
