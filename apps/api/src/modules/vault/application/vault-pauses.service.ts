import { Injectable } from '@nestjs/common';
import { Clock } from '../../../shared/time/clock';
import { ActivityDetails, activityEntry } from '../domain/activity-line';
import { nextSendAtOnResume, PausedBy } from '../domain/pause';
import { Actor } from './actor';
import { ActivityLog } from './ports/activity-log';
import { VaultRepository } from './ports/vault.repository';
import { VaultPauseStore } from './ports/vault-pause.store';
import { VaultAccess } from './vault-access.service';

/**
 * Pausing and resuming a vault's questions (docs/decisions/0048-pausing-and-skipping-questions.md): the senior by a
 * reply word, the owner by the dashboard's button. Each is a line
 * in the owner's feed.
 */
@Injectable()
export class VaultPauses {
  constructor(
    private readonly vaults: VaultRepository,
    private readonly activities: ActivityLog,
    private readonly access: VaultAccess,
    private readonly clock: Clock,
    private readonly pauses: VaultPauseStore,
  ) {}

  /** The senior's PAUSE: nothing is sent until `until`, and the next question goes then. */
  async pauseUntil(vaultId: string, until: Date, at: Date, by: PausedBy = 'senior'): Promise<void> {
    const vault = await this.vaults.findById(vaultId);
    if (!vault) return;
    await this.pauses.pauseQuestions(vaultId, { kind: 'pause', until, by }, nextSendAtOnResume(until, vault.timeZone));
    await this.log(vaultId, { kind: 'paused', senior: vault.seniorName, until: until.toISOString() }, at);
  }

  /** The senior's STOP: nothing is sent until the owner (or the senior, by RESUME) resumes. */
  async stop(vaultId: string, at: Date, by: PausedBy = 'senior'): Promise<void> {
    const vault = await this.vaults.findById(vaultId);
    if (!vault) return;
    await this.pauses.pauseQuestions(vaultId, { kind: 'stop', until: null, by }, null);
    await this.log(vaultId, { kind: 'stopped', senior: vault.seniorName }, at);
  }

  /** The senior's RESUME: false (and no feed line) when nothing was paused. */
  async resumeBySenior(vaultId: string, at: Date): Promise<boolean> {
    const vault = await this.vaults.findById(vaultId);
    if (!vault || !(await this.pauses.resumeQuestions(vaultId, at, nextSendAtOnResume(at, vault.timeZone))))
      return false;
    await this.log(vaultId, { kind: 'resumed', by: vault.seniorName }, at);
    return true;
  }

  /** The owner's resume from the dashboard (the `manage` permission); harmless when nothing is paused. */
  async resumeByOwner(actor: Actor & { name?: string }, vaultId: string): Promise<void> {
    await this.access.require(actor, vaultId, 'manage');
    const at = this.clock.now();
    const vault = await this.vaults.findById(vaultId);
    if (vault && (await this.pauses.resumeQuestions(vaultId, at, nextSendAtOnResume(at, vault.timeZone))))
      await this.log(vaultId, { kind: 'resumed', by: actor.name?.trim() || null }, at);
  }

  /** A question the senior asked to skip, in the owner's feed. */
  async skipped(vaultId: string, seniorName: string, at: Date): Promise<void> {
    await this.log(vaultId, { kind: 'skipped', senior: seniorName }, at);
  }

  /**
   * A reply word not acted on (it came from an address not the senior's), or an unclear reply the
   * senior was asked about: a line in the owner's feed alone.
   */
  async held(
    vaultId: string,
    details: Extract<ActivityDetails, { kind: 'held_word' | 'asked_choice' }>,
    at: Date,
  ): Promise<void> {
    await this.activities.record({ vaultId, ...activityEntry(details, at), at, audience: 'owner' });
  }

  private log(
    vaultId: string,
    details: Extract<ActivityDetails, { kind: 'paused' | 'stopped' | 'resumed' | 'skipped' }>,
    at: Date,
  ) {
    return this.activities.record({ vaultId, ...activityEntry(details, at), at });
  }
}
