import { Injectable } from '@nestjs/common';
import { VaultAccess } from '../../vault/vault.public';
import { Story } from '../domain/story';
import { StoryRepository } from './ports/story.repository';

/** Your Story Collection: the owner's stories, newest first. */
@Injectable()
export class ListVaultStories {
  constructor(
    private readonly access: VaultAccess,
    private readonly stories: StoryRepository,
  ) {}

  async execute(ownerId: string, vaultId: string): Promise<Story[]> {
    await this.access.ownedVault(vaultId, ownerId);
    return this.stories.listByVault(vaultId);
  }
}
