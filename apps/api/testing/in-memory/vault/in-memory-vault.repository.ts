import { randomUUID } from 'node:crypto';
import { ReceivedStories } from '../../../src/modules/vault/application/ports/received-stories';
import { MemberVault, VaultMemberships } from '../../../src/modules/vault/application/ports/vault-memberships';
import { VaultPauseStore } from '../../../src/modules/vault/application/ports/vault-pause.store';
import { NewVaultQuestion, VaultQueueStore } from '../../../src/modules/vault/application/ports/vault-queue.store';
import { VaultRepository } from '../../../src/modules/vault/application/ports/vault.repository';
import { isPausedAt, PausedBy, PauseKind } from '../../../src/modules/vault/domain/pause';
import { editableFields, NewVault, Vault } from '../../../src/modules/vault/domain/vault';
import { VaultRole } from '../../../src/modules/vault/domain/vault-permissions';
import { VaultQuestion } from '../../../src/modules/vault/domain/vault-queue';
import { QuestionAlreadyInVaultError } from '../../../src/modules/vault/domain/vault.errors';

type StoredQuestion = VaultQuestion & { state: 'queued' | 'sent' | 'answered'; sentAt: Date | null };

/**
 * Every port of the vault's own rows on one set of tables: the vaults, their members, the queue,
 * the stories received and the pauses (each bound to its port in vault.module.ts).
 */
export class InMemoryVaultRepository
  extends VaultRepository
  implements VaultMemberships, VaultQueueStore, ReceivedStories, VaultPauseStore
{
  /** Shared with the delivery module's InMemoryVaultScheduleStore, which moves the same vaults' schedules. */
  readonly vaults = new Map<string, Vault>();
  readonly queue: StoredQuestion[] = [];
  /** Roles by vault id, then user id (what vault_members holds). */
  readonly members = new Map<string, Map<string, VaultRole>>();
  private clock = 0;

  async listByOwner(ownerId: string): Promise<Vault[]> {
    return [...this.vaults.values()].filter((v) => v.ownerId === ownerId).map((v) => this.copy(v));
  }

  async listByMember(userId: string): Promise<MemberVault[]> {
    const found = [...this.vaults.values()].flatMap((vault) => {
      const role = this.members.get(vault.id)?.get(userId);
      return role ? [{ vault: this.copy(vault), role }] : [];
    });
    // Owned first; Array.prototype.sort is stable, so each group keeps the vaults' creation order.
    return found.sort((a, b) => Number(b.vault.ownerId === userId) - Number(a.vault.ownerId === userId));
  }

  async findForMember(vaultId: string, userId: string): Promise<MemberVault | null> {
    const vault = this.vaults.get(vaultId);
    const role = this.members.get(vaultId)?.get(userId);
    return vault && role ? { vault: this.copy(vault), role } : null;
  }

  /** Tests' way in for members other than the owner (InMemoryInvitationStore adds joined members here too). */
  addMember(vaultId: string, userId: string, role: VaultRole): void {
    if (!this.members.has(vaultId)) this.members.set(vaultId, new Map());
    this.members.get(vaultId)!.set(userId, role);
  }

  async listBySeniorEmail(email: string): Promise<Vault[]> {
    const wanted = email.trim().toLowerCase();
    return [...this.vaults.values()].filter((v) => v.seniorEmail === wanted).map((v) => this.copy(v));
  }

  async listBySeniorEmails(emails: string[]): Promise<Vault[]> {
    const wanted = new Set(emails.map((e) => e.trim().toLowerCase()));
    return [...this.vaults.values()].filter((v) => wanted.has(v.seniorEmail)).map((v) => this.copy(v));
  }

  async findByIds(ids: string[]): Promise<Vault[]> {
    return [...new Set(ids)].flatMap((id) => {
      const vault = this.vaults.get(id);
      return vault ? [this.copy(vault)] : [];
    });
  }

  async findById(id: string): Promise<Vault | null> {
    const vault = this.vaults.get(id);
    return vault ? this.copy(vault) : null;
  }

  private copy(vault: Vault): Vault {
    return { ...vault };
  }

  async create(vault: NewVault): Promise<Vault> {
    const created: Vault = {
      ...vault,
      id: randomUUID(),
      introSentAt: null,
      lastSentAt: null,
      queueEmptyNotifiedAt: null,
      storiesCount: 0,
      createdAt: new Date(),
      pausedUntil: null,
      pauseKind: null,
      pausedBy: null,
    };
    this.vaults.set(created.id, { ...created });
    this.addMember(created.id, created.ownerId, 'owner');
    return created;
  }

  async update(vault: Vault): Promise<Vault> {
    const existing = this.vaults.get(vault.id)!;
    Object.assign(existing, editableFields(vault));
    return this.copy(existing);
  }

  async pauseQuestions(
    vaultId: string,
    pause: { kind: PauseKind; until: Date | null; by: PausedBy },
    nextSendAt: Date | null,
  ): Promise<void> {
    const vault = this.vaults.get(vaultId);
    if (!vault) return;
    Object.assign(vault, {
      pausedUntil: pause.until,
      pauseKind: pause.kind,
      pausedBy: pause.by,
      nextSendAt: nextSendAt ?? vault.nextSendAt,
    });
  }

  async resumeQuestions(vaultId: string, now: Date, nextSendAt: Date): Promise<boolean> {
    const vault = this.vaults.get(vaultId);
    if (!vault || !isPausedAt(vault, now)) return false;
    Object.assign(vault, {
      pausedUntil: null,
      pauseKind: null,
      pausedBy: null,
      nextSendAt: vault.isSetupComplete ? nextSendAt : vault.nextSendAt,
    });
    return true;
  }

  async setStart(vaultId: string, startsAt: Date, nextSendAt: Date | null): Promise<Vault> {
    const vault = this.vaults.get(vaultId)!;
    Object.assign(vault, { startsAt, ...(nextSendAt ? { nextSendAt } : {}) });
    return { ...vault };
  }

  async requestIntroduction(vaultId: string): Promise<void> {
    Object.assign(this.vaults.get(vaultId)!, { sendIntroEmail: true, introSentAt: null });
  }

  async askedQuestionIds(vaultId: string): Promise<string[]> {
    return this.queue.filter((q) => q.vaultId === vaultId && q.state !== 'queued').map((q) => q.questionId);
  }

  async listQueue(vaultId: string): Promise<VaultQuestion[]> {
    return this.queue
      .filter((q) => q.vaultId === vaultId && q.state === 'queued')
      .sort((a, b) => a.order - b.order || a.addedAt.getTime() - b.addedAt.getTime())
      .map(({ state: _state, sentAt: _sentAt, ...q }) => q);
  }

  async firstQueued(vaultIds: string[]): Promise<Map<string, VaultQuestion>> {
    const first = new Map<string, VaultQuestion>();
    for (const vaultId of new Set(vaultIds)) {
      const [head] = await this.listQueue(vaultId);
      if (head) first.set(vaultId, head);
    }
    return first;
  }

  async addToQueue(vaultId: string, questions: NewVaultQuestion[]): Promise<VaultQuestion[]> {
    const taken = new Set(this.queue.filter((q) => q.vaultId === vaultId).map((q) => q.questionId));
    const ids = questions.map((q) => q.questionId);
    if (ids.some((id) => taken.has(id)) || new Set(ids).size !== ids.length) throw new QuestionAlreadyInVaultError();
    const added = questions.map((q) => ({ ...q, vaultId, id: randomUUID(), addedAt: new Date(++this.clock) }));
    this.queue.push(...added.map((q) => ({ ...q, state: 'queued' as const, sentAt: null })));
    const vault = this.vaults.get(vaultId);
    if (vault) vault.queueEmptyNotifiedAt = null;
    return added;
  }

  async removeFromQueue(vaultId: string, questionId: string): Promise<boolean> {
    const index = this.queue.findIndex(
      (q) => q.vaultId === vaultId && q.questionId === questionId && q.state === 'queued',
    );
    if (index < 0) return false;
    this.queue.splice(index, 1);
    return true;
  }

  /** Story ids already recorded, and the activity lines they made (the ActivityLog of these tests is separate). */
  readonly storiesRecorded = new Map<string, string>();

  private recordStoryReceived(entry: {
    vaultId: string;
    storyId: string;
    vaultQuestionId: string | null;
    description: string;
    at: Date;
  }): boolean {
    if (this.storiesRecorded.has(entry.storyId)) return false;
    this.storiesRecorded.set(entry.storyId, entry.description);
    const vault = this.vaults.get(entry.vaultId);
    if (vault) vault.storiesCount++;
    const item = this.queue.find((q) => q.id === entry.vaultQuestionId && q.state !== 'queued');
    if (item) item.state = 'answered';
    return true;
  }

  private readonly deletedStories = new Set<string>();

  async storiesDeletedOrRestored(
    changes: Array<{ vaultId: string; storyId: string; deleted: boolean }>,
  ): Promise<void> {
    for (const { vaultId, storyId, deleted } of changes) {
      const vault = this.vaults.get(vaultId);
      if (!vault || !this.storiesRecorded.has(storyId) || this.deletedStories.has(storyId) === deleted) continue;
      if (deleted) this.deletedStories.add(storyId);
      else this.deletedStories.delete(storyId);
      vault.storiesCount += deleted ? -1 : 1;
    }
  }

  async recordStoriesReceived(
    entries: Array<{ vaultId: string; storyId: string; vaultQuestionId: string | null; description: string; at: Date }>,
  ): Promise<boolean[]> {
    const recorded: boolean[] = [];
    for (const entry of entries) recorded.push(this.recordStoryReceived(entry));
    return recorded;
  }

  async renumberQueue(vaultId: string, questionIdsInOrder: string[]): Promise<void> {
    questionIdsInOrder.forEach((questionId, index) => {
      const item = this.queue.find((q) => q.vaultId === vaultId && q.questionId === questionId && q.state === 'queued');
      if (item) item.order = index + 1;
    });
  }
}
