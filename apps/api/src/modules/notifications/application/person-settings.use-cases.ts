import { Injectable, Logger } from '@nestjs/common';
import { Language, PersonSettings } from '@storyvault/contracts';
import { ManageUsers } from '../../auth/auth.public';
import type { Actor } from '../../vault/vault.public';

/**
 * The signed-in person's own settings, whatever the vault: the language of the family's emails to
 * them (and of their dashboard). It is kept with the account (auth's `users.language`), so every
 * read of people with their name and email has it in the same statement
 * (docs/decisions/0988-a-persons-language-lives-with-the-account.md).
 */
@Injectable()
export class PersonSettingsUseCases {
  private readonly logger = new Logger('Notifications');

  constructor(private readonly users: ManageUsers) {}

  async get(actor: Actor): Promise<PersonSettings> {
    const person = await this.users.findById(actor.id);
    return { language: person?.language ?? 'en' };
  }

  async setLanguage(actor: Actor, language: Language): Promise<PersonSettings> {
    await this.users.setLanguage(actor.id, language);
    this.logger.log({ userId: actor.id, language }, 'Language chosen');
    return this.get(actor);
  }
}
