import { ManageUsers } from '../src/modules/auth/application/manage-users.use-case';
import { InMemoryUserRepository } from './in-memory/auth/in-memory-user.repository';
import { CreateCustomQuestion } from '../src/modules/question/application/create-custom-question.use-case';
import { QuestionCatalog } from '../src/modules/question/application/question-catalog.service';
import { SeedQuestionLibrary } from '../src/modules/question/application/seed-question-library.use-case';
import { InMemoryQuestionRepository } from './in-memory/question/in-memory-question.repository';
import { ListVaults } from '../src/modules/vault/application/list-vaults.use-case';
import { OwnersFullAccess } from '../src/modules/vault/application/owners-full-access.service';
import { SaveVault } from '../src/modules/vault/application/save-vault.use-case';
import { VaultAccess } from '../src/modules/vault/application/vault-access.service';
import { VaultDirectory } from '../src/modules/vault/application/vault-directory.service';
import { VaultInsights } from '../src/modules/vault/application/vault-insights.use-cases';
import { VaultQueue } from '../src/modules/vault/application/vault-queue.use-cases';
import { InMemoryQuestionPhotoStore } from './in-memory/question/in-memory-question-photo.store';
import { QuestionPhotos } from '../src/modules/question/application/question-photos.service';
import { InMemoryActivityLog } from './in-memory/vault/in-memory-activity-log';
import { InMemoryVaultRepository } from './in-memory/vault/in-memory-vault.repository';
import { InMemoryObjectStore } from './in-memory/storage/in-memory-object.store';
import { ManualClock } from '../src/shared/time/clock';
import { eventKit } from './event-kit';
import { AddressThrottle } from '../src/modules/auth/application/address-throttle.service';
import { RegisterUser } from '../src/modules/auth/application/register-user.use-case';
import { InMemoryAttemptThrottle } from './in-memory/auth/in-memory-attempt-throttle';
import { Sha256PasswordHasher } from './in-memory/auth/sha256-password-hasher';
import { FamilyMembers } from '../src/modules/members/application/family-members.use-cases';
import { InvitationLinks } from '../src/modules/members/application/invitation-links.use-cases';
import { InMemoryInvitationStore } from './in-memory/members/in-memory-invitation.store';
import { RecordingMailer } from './recording-mailer';
import { testConfig } from './test-config';

/**
 * The question and vault use cases on in-memory adapters, with the real library seeded. `users`
 * holds the accounts whose full access the vault use cases look up (owners of vaults that are
 * not the actor's).
 */
export async function vaultKit() {
  const questions = new InMemoryQuestionRepository();
  await new SeedQuestionLibrary(questions).execute();
  const vaults = new InMemoryVaultRepository();
  const activities = new InMemoryActivityLog();
  const clock = new ManualClock(new Date('2026-05-01T09:00:00Z'));
  const catalog = new QuestionCatalog(questions);
  const access = new VaultAccess(vaults);
  const users = new InMemoryUserRepository();
  const questionPhotos = new InMemoryQuestionPhotoStore();
  // Only read here (whose full access), so the events a grant would raise go to a bus of its own.
  const owners = new OwnersFullAccess(new ManageUsers(users, eventKit(clock).bus, clock));
  const media = new InMemoryObjectStore();
  const saveVault = new SaveVault(vaults, access, catalog, activities, clock, owners, vaults);
  const fullAccessOwner = () =>
    users.create({ name: 'Ann', email: 'ann@example.com', passwordHash: 'x', hasFullAccess: true });
  return {
    questions,
    vaults,
    vaultUsers: users,
    activities,
    questionPhotos,
    /** The files of photo questions. */
    media,
    clock,
    catalog,
    createCustom: new CreateCustomQuestion(questions),
    access,
    listVaults: new ListVaults(vaults, owners, vaults, vaults),
    saveVault,
    queue: new VaultQueue(vaults, access, catalog, activities, clock, new QuestionPhotos(questionPhotos, media)),
    insights: new VaultInsights(vaults, access, activities, clock),
    /** The owner most specs start from: Ann, with full access. */
    fullAccessOwner,
    /** Ann (fullAccessOwner) and the vault she set up for Rose, every four weeks by email. */
    async roseVault() {
      const owner = await fullAccessOwner();
      const { vault } = await saveVault.create(owner, {
        seniorName: 'Rose',
        seniorEmail: 'rose@example.com',
        deliveryMethod: 'email',
        frequency: 4,
        isSetupComplete: true,
      });
      return { owner, vault };
    },
  };
}

/**
 * vaultKit with the family list and the join link on in-memory adapters: a recording mailer,
 * the throttle's counts in memory, accounts in `vaultUsers`.
 */
export async function membersKit() {
  const kit = await vaultKit();
  const invitations = new InMemoryInvitationStore(kit.vaults);
  const throttle = new AddressThrottle(new InMemoryAttemptThrottle(), kit.clock);
  const mailer = new RecordingMailer();
  const config = testConfig({ PUBLIC_URL: 'https://stories.example.com' });
  const manageUsers = new ManageUsers(kit.vaultUsers, eventKit(kit.clock).bus, kit.clock);
  const register = new RegisterUser(kit.vaultUsers, new Sha256PasswordHasher());
  return {
    ...kit,
    invitations,
    mailer,
    register,
    members: new FamilyMembers(kit.access, invitations, throttle, mailer, kit.clock, config, eventKit(kit.clock).bus),
    links: new InvitationLinks(
      invitations,
      new VaultDirectory(kit.vaults, kit.vaults),
      manageUsers,
      register,
      throttle,
      kit.clock,
      eventKit(kit.clock).bus,
    ),
  };
}
