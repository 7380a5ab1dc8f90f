import { Injectable } from '@nestjs/common';
import { DomainEvent } from '../../../shared/events/domain-event';
import { ReceivedStories } from './ports/received-stories';

/** StoryDeletedOrRestored: the vault's story count leaves out the stories in Recently deleted. */
@Injectable()
export class CountStories {
  static readonly handlerName = 'vault.count-stories';

  constructor(private readonly stories: ReceivedStories) {}

  async handle(events: DomainEvent<'StoryDeletedOrRestored'>[]): Promise<void> {
    await this.stories.storiesDeletedOrRestored(
      events.map(({ payload }) => ({ vaultId: payload.vaultId, storyId: payload.storyId, deleted: payload.deleted })),
    );
  }
}
