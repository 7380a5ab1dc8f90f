import { SendFollowUps } from '../src/modules/delivery/application/send-follow-ups.service';
import { QuestionPhotos } from '../src/modules/question/application/question-photos.service';
import { AppSecrets } from '../src/config/app-secrets';
import { ManageUsers } from '../src/modules/auth/application/manage-users.use-case';
import { InMemoryUserRepository } from './in-memory/auth/in-memory-user.repository';
import { DeliveryMessages } from '../src/modules/delivery/application/delivery-messages.service';
import { DeliverySender } from '../src/modules/delivery/application/delivery-sender.service';
import { DispatchDeliveries } from '../src/modules/delivery/application/dispatch-deliveries.use-case';
import { ListDeliveries } from '../src/modules/delivery/application/list-deliveries.use-case';
import { ResendLatestQuestion } from '../src/modules/delivery/application/resend-latest-question.use-case';
import { ResponseTokens } from '../src/modules/delivery/application/response-tokens.service';
import { SendNow } from '../src/modules/delivery/application/send-now.use-case';
import { InMemoryDeliveryRepository } from './in-memory/delivery/in-memory-delivery.repository';
import { FamilyCommentsToQuote } from '../src/modules/delivery/application/family-comments-to-quote.service';
import { familyKit } from './family-kit';
import { VaultSchedule } from '../src/modules/delivery/application/vault-schedule.service';
import { InMemoryVaultScheduleStore } from './in-memory/delivery/in-memory-vault-schedule.store';
import { FollowOwnerAccess } from '../src/modules/vault/application/follow-owner-access.use-case';
import { VaultDirectory } from '../src/modules/vault/application/vault-directory.service';
import { Mailer, OutgoingEmail, SentEmail } from '../src/shared/mail/mailer';
import { eventKit } from './event-kit';
import { RecordingMailer } from './recording-mailer';
import { testConfig } from './test-config';
import { vaultKit } from './vault-kit';

/** A mailer that can be told to fail, in front of a RecordingMailer. */
export class FlakyMailer extends Mailer {
  failures = 0;
  constructor(readonly inner: RecordingMailer) {
    super();
  }
  async send(email: OutgoingEmail): Promise<SentEmail> {
    if (this.failures > 0) {
      this.failures--;
      throw new Error('421 Service not available, try again later');
    }
    return this.inner.send(email);
  }
}

/** Delivery use cases on in-memory adapters, with a manual clock and a recording mailer. */
export async function deliveryKit(env: Record<string, string> = {}) {
  const kit = await vaultKit();
  const config = testConfig({
    PUBLIC_URL: 'https://stories.example.com',
    INBOUND_ADDRESS: 'stories@example.com',
    ...env,
  });
  const events = eventKit(kit.clock);
  const users = new InMemoryUserRepository(events.outbox);
  const manageUsers = new ManageUsers(users, events.bus, kit.clock);
  // Wired as VaultModule wires them: the vaults' schedule follows the owner's access.
  const followAccess = new FollowOwnerAccess(kit.vaults, manageUsers, kit.clock);
  events.bus.on('FullAccessChanged', FollowOwnerAccess.handlerName, (changes) => followAccess.accessChanged(changes));
  const recorded = new RecordingMailer();
  const mailer = new FlakyMailer(recorded);
  const deliveries = new InMemoryDeliveryRepository();
  const schedule = new VaultSchedule(
    new InMemoryVaultScheduleStore(kit.vaults, kit.activities, deliveries),
    new VaultDirectory(kit.vaults, kit.vaults),
    kit.catalog,
  );
  const messages = new DeliveryMessages(
    config,
    new AppSecrets(config),
    new QuestionPhotos(kit.questionPhotos, kit.media),
  );
  const sender = new DeliverySender(deliveries, mailer, kit.clock);
  // Comments stamped by the same clock as these in-memory deliveries (the database's, in production).
  const family = familyKit(kit, () => new Date());
  const familyComments = new FamilyCommentsToQuote(deliveries, family.forSenior);
  const dispatch = new DispatchDeliveries(
    schedule,
    deliveries,
    sender,
    messages,
    manageUsers,
    config,
    kit.clock,
    familyComments,
    new SendFollowUps(schedule, deliveries, sender, messages, manageUsers, config, kit.clock),
  );
  const owner = await users.create({
    name: 'Ann Smith',
    email: 'ann@example.com',
    passwordHash: 'x',
    hasFullAccess: false,
  });
  return {
    ...kit,
    config,
    users,
    manageUsers,
    events: events.bus,
    outbox: events.outbox,
    owner,
    sent: recorded.sent,
    mailer,
    deliveries,
    schedule,
    messages,
    dispatch,
    sendNow: new SendNow(schedule, dispatch, config, kit.clock),
    resend: new ResendLatestQuestion(deliveries, schedule, manageUsers, messages, sender, kit.clock, familyComments),
    family,
    familyComments,
    list: new ListDeliveries(deliveries, messages),
    tokens: new ResponseTokens(deliveries, config),
    /** Sets up Rose's vault for the owner (with their access as it is now), as the dashboard does. */
    async setUpVault(
      input: { frequency?: number; sendIntroEmail?: boolean; timeZone?: string; sendWeekday?: number } = {},
    ) {
      const current = (await users.findById(owner.id)) ?? owner;
      const { vault } = await kit.saveVault.create(
        { id: current.id, name: current.name, hasFullAccess: current.hasFullAccess },
        {
          seniorName: 'Rose Smith',
          seniorEmail: 'rose@example.com',
          deliveryMethod: 'email',
          frequency: input.frequency ?? 2,
          sendIntroEmail: input.sendIntroEmail ?? true,
          isSetupComplete: true,
          timeZone: input.timeZone,
          sendWeekday: input.sendWeekday,
        },
      );
      return vault;
    },
  };
}
