import { Injectable } from '@nestjs/common';
import { Clock } from '../../../shared/time/clock';
import { nextSendAtOnResume, pauseActivities, PausedBy } from '../domain/pause';
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
    await this.log(vaultId, 'questions_paused', pauseActivities.paused(vault.seniorName, until, at), at);
  }

  /** The senior's STOP: nothing is sent until the owner (or the senior, by RESUME) resumes. */
  async stop(vaultId: string, at: Date, by: PausedBy = 'senior'): Promise<void> {
    const vault = await this.vaults.findById(vaultId);
    if (!vault) return;
    await this.pauses.pauseQuestions(vaultId, { kind: 'stop', until: null, by }, null);
    await this.log(vaultId, 'questions_paused', pauseActivities.stopped(vault.seniorName), at);
  }

  /** The senior's RESUME: false (and no feed line) when nothing was paused. */
  async resumeBySenior(vaultId: string, at: Date): Promise<boolean> {
    const vault = await this.vaults.findById(vaultId);
    if (!vault || !(await this.pauses.resumeQuestions(vaultId, at, nextSendAtOnResume(at, vault.timeZone))))
      return false;
    await this.log(vaultId, 'questions_resumed', pauseActivities.resumed(vault.seniorName), at);
    return true;
  }

  /** The owner's resume from the dashboard (the `manage` permission); harmless when nothing is paused. */
  async resumeByOwner(actor: Actor & { name?: string }, vaultId: string): Promise<void> {
    await this.access.require(actor, vaultId, 'manage');
    const at = this.clock.now();
    const vault = await this.vaults.findById(vaultId);
    if (vault && (await this.pauses.resumeQuestions(vaultId, at, nextSendAtOnResume(at, vault.timeZone))))
      await this.log(vaultId, 'questions_resumed', pauseActivities.resumed(actor.name?.trim() || 'You'), at);
  }

  /** A question the senior asked to skip, in the owner's feed. */
  async skipped(vaultId: string, seniorName: string, at: Date): Promise<void> {
    await this.log(vaultId, 'question_skipped', pauseActivities.skipped(seniorName), at);
  }

  /** A reply word not acted on (it came from an address not the senior's): a line in the owner's feed alone. */
  async held(vaultId: string, description: string, at: Date): Promise<void> {
    await this.activities.record({ vaultId, type: 'command_held', description, at, audience: 'owner' });
  }

  private log(
    vaultId: string,
    type: 'questions_paused' | 'questions_resumed' | 'question_skipped',
    description: string,
    at: Date,
  ) {
    return this.activities.record({ vaultId, type, description, at });
  }
}
