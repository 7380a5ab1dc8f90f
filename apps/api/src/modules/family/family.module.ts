import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { QuestionModule } from '../question/question.module';
import { StoriesModule } from '../stories/stories.module';
import { VaultModule } from '../vault/vault.module';
import { CommentsForKeepsakes } from './application/comments-for-keepsakes.service';
import { CommentsForSenior } from './application/comments-for-senior.service';
import { CommentRepository } from './application/ports/comment.repository';
import { FamilyStories } from './application/ports/family-stories';
import { PeopleNames } from './application/ports/people-names';
import { SuggestionRepository } from './application/ports/suggestion.repository';
import { StoryComments } from './application/story-comments.use-cases';
import { SuggestedQuestions } from './application/suggested-questions.use-cases';
import { AccountsPeopleNames } from './adapters/modules/accounts-people-names';
import { StoryLookupFamilyStories } from './adapters/modules/story-lookup-family-stories';
import { TypeormCommentRepository } from './adapters/persistence/typeorm-comment.repository';
import { TypeormSuggestionRepository } from './adapters/persistence/typeorm-suggestion.repository';

/**
 * The family around a vault's stories: comments on them, questions suggested for the senior, and
 * the comments her next question email quotes (read by the delivery module).
 */
@Module({
  imports: [AuthModule, VaultModule, QuestionModule, StoriesModule],
  providers: [
    { provide: CommentRepository, useClass: TypeormCommentRepository },
    { provide: SuggestionRepository, useClass: TypeormSuggestionRepository },
    { provide: FamilyStories, useClass: StoryLookupFamilyStories },
    { provide: PeopleNames, useClass: AccountsPeopleNames },
    StoryComments,
    SuggestedQuestions,
    CommentsForSenior,
    CommentsForKeepsakes,
  ],
  exports: [CommentsForSenior, CommentsForKeepsakes, StoryComments, SuggestedQuestions],
})
export class FamilyModule {}
