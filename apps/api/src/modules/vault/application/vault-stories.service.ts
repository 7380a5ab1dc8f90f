import { Injectable } from '@nestjs/common';
import { quoteQuestion } from '../domain/activity';
import { VaultRepository } from './ports/vault.repository';

/** What the response module tells a vault when a story arrives. */
@Injectable()
export class VaultStories {
  constructor(private readonly vaults: VaultRepository) {}

  /** Logs "story received", counts it and marks the question answered; once per story. */
  storyReceived(entry: {
    vaultId: string;
    storyId: string;
    vaultQuestionId: string | null;
    seniorName: string;
    questionText: string;
    responseType: 'voice' | 'written';
    at: Date;
  }): Promise<boolean> {
    const what = entry.responseType === 'voice' ? 'a voice story' : 'a story';
    return this.vaults.recordStoryReceived({
      vaultId: entry.vaultId,
      storyId: entry.storyId,
      vaultQuestionId: entry.vaultQuestionId,
      description: `${entry.seniorName} shared ${what}: ${quoteQuestion(entry.questionText)}`,
      at: entry.at,
    });
  }
}
