import { Injectable } from '@nestjs/common';
import { DomainEvent } from '../../../shared/events/domain-event';
import { activityEntry } from '../domain/activity-line';
import { VaultRepository } from './ports/vault.repository';
import { ReceivedStories } from './ports/received-stories';

/**
 * StoryRecorded: the vault logs "X shared a story", counts the story and marks its question
 * answered, all at once and once per story (the activity is the key), so delivering an event
 * again changes nothing. One write per batch (a chunk of replies).
 */
@Injectable()
export class LogStoriesReceived {
  static readonly handlerName = 'vault.story-received';

  constructor(
    private readonly vaults: VaultRepository,
    private readonly stories: ReceivedStories,
  ) {}

  async handle(events: DomainEvent<'StoryRecorded'>[]): Promise<void> {
    const vaultIds = [...new Set(events.map((e) => e.payload.vaultId))];
    const seniors = new Map((await this.vaults.findByIds(vaultIds)).map((v) => [v.id, v.seniorName]));
    await this.stories.recordStoriesReceived(
      events.map(({ payload }) => {
        const senior = seniors.get(payload.vaultId) ?? 'Your loved one';
        const at = new Date(payload.at);
        const { description, details } = activityEntry(
          { kind: 'story', senior, voice: payload.responseType === 'voice', question: payload.questionText },
          at,
        );
        return {
          vaultId: payload.vaultId,
          storyId: payload.storyId,
          vaultQuestionId: payload.vaultQuestionId,
          description,
          details,
          at,
        };
      }),
    );
  }
}
