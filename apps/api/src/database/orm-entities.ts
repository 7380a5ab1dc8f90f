import { AuthAttemptOrmEntity } from '../modules/auth/adapters/persistence/auth-attempt.orm-entity';
import { PasswordResetOrmEntity } from '../modules/auth/adapters/persistence/password-reset.orm-entity';
import { UserOrmEntity } from '../modules/auth/adapters/persistence/user.orm-entity';
import { DeliveryOrmEntity } from '../modules/delivery/adapters/persistence/delivery.orm-entity';
import { QuestionOrmEntity } from '../modules/question/adapters/persistence/question.orm-entity';
import { StoryAttachmentOrmEntity } from '../modules/stories/adapters/persistence/story-attachment.orm-entity';
import { StoryOrmEntity } from '../modules/stories/adapters/persistence/story.orm-entity';
import { ActivityOrmEntity } from '../modules/vault/adapters/persistence/activity.orm-entity';
import { VaultQuestionOrmEntity } from '../modules/vault/adapters/persistence/vault-question.orm-entity';
import { VaultOrmEntity } from '../modules/vault/adapters/persistence/vault.orm-entity';

/** Every table TypeORM maps, listed once for the app and the migration CLI alike. */
export const ORM_ENTITIES = [
  UserOrmEntity,
  PasswordResetOrmEntity,
  AuthAttemptOrmEntity,
  QuestionOrmEntity,
  VaultOrmEntity,
  VaultQuestionOrmEntity,
  ActivityOrmEntity,
  StoryOrmEntity,
  StoryAttachmentOrmEntity,
  DeliveryOrmEntity,
];
