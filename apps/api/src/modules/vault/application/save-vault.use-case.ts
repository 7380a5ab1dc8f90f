import { Injectable } from '@nestjs/common';
import { DEFAULT_LANGUAGE, Language, STORYTELLERS_PER_PLAN } from '@storyvault/contracts';
import { Clock } from '../../../shared/time/clock';
import { QuestionCatalog } from '../../question/question.public';
import { settingsChanges } from '../domain/activity';
import { activityEntry } from '../domain/activity-line';
import {
  calendarDate,
  dayNotPassed,
  DEFAULT_TIME_ZONE,
  firstQuestionAt,
  firstQuestionWeekday,
  morningOf,
  rescheduleForFrequency,
  weekdayOf,
} from '../domain/schedule';
import {
  effectiveFrequency,
  validateLanguage,
  validateSendingTime,
  validateVaultDetails,
  Vault,
} from '../domain/vault';
import { canonicalTimeZone } from '../domain/schedule';
import { StorytellerLimitError, VaultLimitError } from '../domain/vault.errors';
import { ActorWithAccess } from './actor';
import { MemberVaultSnapshot, VaultSnapshot } from './list-vaults.use-case';
import { Owner } from './owner';
import { OwnersFullAccess } from './owners-full-access.service';
import { ActivityLog } from './ports/activity-log';
import { VaultRepository } from './ports/vault.repository';
import { VaultQueueStore } from './ports/vault-queue.store';
import { VaultAccess } from './vault-access.service';

export interface SaveVaultInput {
  seniorName: string;
  seniorEmail: string;
  seniorPhone?: string | null;
  deliveryMethod: string;
  frequency: number;
  sendIntroEmail?: boolean;
  isSetupComplete?: boolean;
  /** Settings: when the senior's email changes, introduce StoryVault to the new address too. */
  sendIntroduction?: boolean;
  /** 0 = Sunday … 6 = Saturday. At setup, left out: the weekday of the first question. */
  sendWeekday?: number;
  /** The senior's IANA time zone. At setup, left out: UTC. */
  timeZone?: string;
  /** en, de, es, fr or nl. At setup, left out: English; on update: unchanged. */
  language?: string;
}

/** A vault given as a gift: weekly questions from its first day, the giver's message in the introduction. */
export interface GiftVaultInput {
  seniorName: string;
  /** Left out by the giver: the dashboard's setup asks for it, and the vault waits until then. */
  seniorEmail: string | null;
  startsOn: string;
  timeZone: string;
  note: string;
  /** The giver's language when StoryVault speaks it; else English. */
  language?: Language;
}

/**
 * The setup card (create, or update when a vault exists) and the settings dialog. Completing
 * setup fills an empty queue with the starter questions and schedules the first one; a later
 * save that changes something is noted in the activity feed. Whoever creates a vault owns it;
 * changing one takes the `manage` permission.
 */
@Injectable()
export class SaveVault {
  constructor(
    private readonly vaults: VaultRepository,
    private readonly access: VaultAccess,
    private readonly catalog: QuestionCatalog,
    private readonly activities: ActivityLog,
    private readonly clock: Clock,
    private readonly owners: OwnersFullAccess,
    private readonly queue: VaultQueueStore,
  ) {}

  async create(owner: Owner, input: SaveVaultInput): Promise<MemberVaultSnapshot> {
    const details = validateVaultDetails(input);
    const sending = validateSendingTime(input);
    const owned = (await this.vaults.listByOwner(owner.id)).length;
    if (!owner.hasFullAccess && owned > 0) throw new VaultLimitError();
    if (owned >= STORYTELLERS_PER_PLAN) throw new StorytellerLimitError(STORYTELLERS_PER_PLAN);
    const timeZone = sending.timeZone ?? DEFAULT_TIME_ZONE;
    const language = validateLanguage(input.language) ?? DEFAULT_LANGUAGE;
    const vault = await this.vaults.create({
      ...details,
      timeZone,
      language,
      sendWeekday: sending.sendWeekday ?? firstQuestionWeekday(this.clock.now(), timeZone),
      ownerId: owner.id,
      sendIntroEmail: input.sendIntroEmail ?? true,
      isSetupComplete: false,
      setupCompletedAt: null,
      nextSendAt: null,
    });
    const snapshot = await this.finish(vault, input.isSetupComplete === true, sending.sendWeekday === undefined);
    return { ...snapshot, role: 'owner', ownerHasFullAccess: owner.hasFullAccess, ownerName: owner.name };
  }

  /**
   * The giver's vault, made once the payment made the giver's account. Set up at once when the
   * senior's email is known; nothing is sent before `startsOn` either way.
   */
  async createGift(owner: Owner, input: GiftVaultInput): Promise<Vault> {
    const timeZone = canonicalTimeZone(input.timeZone) ?? DEFAULT_TIME_ZONE;
    const details = validateVaultDetails({
      seniorName: input.seniorName,
      seniorEmail: input.seniorEmail ?? 'unknown@example.invalid',
      deliveryMethod: 'email',
      frequency: 1,
    });
    const start = calendarDate(input.startsOn);
    const vault = await this.vaults.create({
      ...details,
      seniorEmail: input.seniorEmail ? details.seniorEmail : '',
      timeZone,
      language: input.language ?? DEFAULT_LANGUAGE,
      sendWeekday: weekdayOf(start),
      ownerId: owner.id,
      sendIntroEmail: true,
      isSetupComplete: false,
      setupCompletedAt: null,
      nextSendAt: null,
      startsOn: input.startsOn,
      startsAt: morningOf(start, timeZone),
      introNote: input.note,
    });
    if (!input.seniorEmail) return vault;
    return (await this.finish(vault, true, false)).vault;
  }

  async update(
    actor: ActorWithAccess & { name?: string },
    vaultId: string,
    input: SaveVaultInput,
  ): Promise<MemberVaultSnapshot> {
    const { vault: current, role } = await this.access.require(actor, vaultId, 'manage');
    const owner = (await this.owners.owners(actor, [current]))(current);
    const ownerHasFullAccess = owner.hasFullAccess;
    const details = validateVaultDetails(input);
    const sending = validateSendingTime(input);
    const sendWeekday = sending.sendWeekday ?? current.sendWeekday;
    const timeZone = sending.timeZone ?? current.timeZone;
    const language = validateLanguage(input.language) ?? current.language;
    const scheduleChanged =
      effectiveFrequency(details.frequency, ownerHasFullAccess) !==
        effectiveFrequency(current.frequency, ownerHasFullAccess) ||
      sendWeekday !== current.sendWeekday ||
      timeZone !== current.timeZone;
    let vault = await this.vaults.update({
      ...current,
      ...details,
      sendWeekday,
      timeZone,
      language,
      sendIntroEmail: input.sendIntroEmail ?? current.sendIntroEmail,
      nextSendAt: scheduleChanged
        ? rescheduleForFrequency({
            lastSentAt: current.lastSentAt,
            nextSendAt: current.nextSendAt,
            setupCompletedAt: current.setupCompletedAt,
            frequency: effectiveFrequency(details.frequency, ownerHasFullAccess),
            sendWeekday,
            timeZone,
            now: this.clock.now(),
            startsAt: current.startsAt,
          })
        : current.nextSendAt,
    });
    // A gift not yet begun keeps its day in the senior's new time zone.
    if (current.startsOn && !current.introSentAt && timeZone !== current.timeZone) {
      const startsAt = morningOf(calendarDate(current.startsOn), timeZone);
      vault = await this.vaults.setStart(vault.id, startsAt, current.nextSendAt ? startsAt : null);
    }
    if (input.sendIntroduction === true && current.isSetupComplete && vault.seniorEmail !== current.seniorEmail) {
      // The worker sends it on its next round, once per address (the delivery's dedupe key).
      await this.vaults.requestIntroduction(vault.id);
      vault = { ...vault, sendIntroEmail: true, introSentAt: null };
    }
    // Setup itself is announced by vault_created; before setup there is no feed to speak of.
    if (current.isSetupComplete) await this.noteSettingsChange(current, vault, ownerHasFullAccess);
    const snapshot = await this.finish(
      vault,
      input.isSetupComplete === true && !current.isSetupComplete,
      sending.sendWeekday === undefined,
    );
    return { ...snapshot, role, ownerHasFullAccess, ownerName: owner.name };
  }

  private async noteSettingsChange(before: Vault, after: Vault, ownerHasFullAccess: boolean): Promise<void> {
    const changes = settingsChanges(before, after, ownerHasFullAccess);
    if (!changes) return;
    const at = this.clock.now();
    await this.activities.record({ vaultId: after.id, ...activityEntry(changes, at), at });
  }

  /** Completing setup schedules the first question; a weekday left unchosen is that question's. */
  private async finish(vault: Vault, completeSetup: boolean, weekdayUnchosen: boolean): Promise<VaultSnapshot> {
    if (!completeSetup) return { vault, queueLength: (await this.queue.listQueue(vault.id)).length };
    const now = this.clock.now();
    // A gift's first question comes on its first day, unless that day passed before setup.
    const giftDay = vault.startsOn && vault.startsAt && dayNotPassed(vault.startsOn, now, vault.timeZone);
    const completed = await this.vaults.update({
      ...vault,
      isSetupComplete: true,
      setupCompletedAt: now,
      nextSendAt: giftDay ? vault.startsAt! : firstQuestionAt(now, vault.timeZone),
      sendWeekday: giftDay
        ? weekdayOf(calendarDate(vault.startsOn!))
        : weekdayUnchosen
          ? firstQuestionWeekday(now, vault.timeZone)
          : vault.sendWeekday,
    });
    let queue = await this.queue.listQueue(vault.id);
    if (!queue.length) {
      const starters = await this.catalog.starterSet();
      queue = await this.queue.addToQueue(
        vault.id,
        starters.map((q, index) => ({ questionId: q.id, order: index + 1, isCustom: false })),
      );
    }
    await this.activities.record({
      vaultId: vault.id,
      ...activityEntry({ kind: 'vault_created', senior: vault.seniorName, questions: queue.length }, now),
      at: now,
    });
    return { vault: completed, queueLength: queue.length };
  }
}
