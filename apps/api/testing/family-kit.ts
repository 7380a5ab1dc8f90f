import { CommentsForSenior } from '../src/modules/family/application/comments-for-senior.service';
import { StoryComments } from '../src/modules/family/application/story-comments.use-cases';
import { SuggestedQuestions } from '../src/modules/family/application/suggested-questions.use-cases';
import { InMemoryCommentRepository } from './in-memory/family/in-memory-comment.repository';
import { InMemoryFamilyStories } from './in-memory/family/in-memory-family-stories';
import { InMemoryPeopleNames } from './in-memory/family/in-memory-people-names';
import { InMemorySuggestionRepository } from './in-memory/family/in-memory-suggestion.repository';
import { vaultKit } from './vault-kit';
import { eventKit } from './event-kit';

type VaultKit = Awaited<ReturnType<typeof vaultKit>>;

/**
 * The family use cases on in-memory adapters, over a vault kit's vaults and queue. Comments are
 * stamped by `now` (the database's clock in production), the kit's manual clock unless given.
 */
export function familyKit(kit: VaultKit, now: () => Date = () => kit.clock.now()) {
  const comments = new InMemoryCommentRepository(now);
  const suggestions = new InMemorySuggestionRepository();
  const stories = new InMemoryFamilyStories();
  const names = new InMemoryPeopleNames();
  return {
    comments,
    suggestions,
    stories,
    names,
    storyComments: new StoryComments(kit.access, comments, stories, names, eventKit(kit.clock).bus, kit.clock),
    suggested: new SuggestedQuestions(
      kit.access,
      suggestions,
      names,
      kit.createCustom,
      kit.queue,
      kit.clock,
      eventKit(kit.clock).bus,
    ),
    forSenior: new CommentsForSenior(comments, stories, names),
  };
}
