import { Injectable } from '@nestjs/common';
import { quoteQuestion } from '../domain/activity';
import { Vault } from '../domain/vault';
import { VaultRepository } from './ports/vault.repository';

/** What the stories module tells a vault when a story arrives. */
@Injectable()
export class VaultStories {
  constructor(private readonly vaults: VaultRepository) {}

  /** The vaults whose senior has one of these emails, by normalised email. */
  async vaultsOfSeniors(emails: string[]): Promise<Map<string, Vault[]>> {
    const byEmail = new Map<string, Vault[]>();
    for (const vault of await this.vaults.listBySeniorEmails(emails))
      byEmail.set(vault.seniorEmail, [...(byEmail.get(vault.seniorEmail) ?? []), vault]);
    return byEmail;
  }

  /** The vaults among `ids`, by id. */
  async vaultsByIds(ids: string[]): Promise<Map<string, Vault>> {
    return new Map((await this.vaults.findByIds(ids)).map((v) => [v.id, v]));
  }

  /** storyReceived for a batch of stories at once (one write); answers in the order given. */
  storiesReceived(entries: StoryReceived[]): Promise<boolean[]> {
    return this.vaults.recordStoriesReceived(entries.map((entry) => this.toRecord(entry)));
  }

  /** Logs "story received", counts it and marks the question answered; once per story. */
  storyReceived(entry: StoryReceived): Promise<boolean> {
    return this.vaults.recordStoryReceived(this.toRecord(entry));
  }

  private toRecord(entry: StoryReceived) {
    const what = entry.responseType === 'voice' ? 'a voice story' : 'a story';
    return {
      vaultId: entry.vaultId,
      storyId: entry.storyId,
      vaultQuestionId: entry.vaultQuestionId,
      description: `${entry.seniorName} shared ${what}: ${quoteQuestion(entry.questionText)}`,
      at: entry.at,
    };
  }
}

export interface StoryReceived {
  vaultId: string;
  storyId: string;
  vaultQuestionId: string | null;
  seniorName: string;
  questionText: string;
  responseType: 'voice' | 'written';
  at: Date;
}
