import { ActivityView, VaultQuestionView, VaultView } from '@storyvault/contracts';
import { MemberVaultSnapshot } from '../../application/list-vaults.use-case';
import { QueuedQuestion } from '../../application/vault-queue.use-cases';
import { Activity } from '../../domain/activity';
import { currentPause } from '../../domain/pause';
import { questionPhotoUrl } from '../../../question/question.public';
import { upcomingSends } from '../../domain/schedule';
import { effectiveFrequency } from '../../domain/vault';
import { roleAllows } from '../../domain/vault-permissions';

export function toVaultView(
  { vault, queueLength, askedQuestionIds, role, ownerHasFullAccess, ownerName }: MemberVaultSnapshot,
  now: Date = new Date(),
): VaultView {
  const pause = currentPause(vault, now);
  // The senior's address and phone are the owner's to know (docs/decisions/0043-family-members-and-invitations.md).
  const seesContact = roleAllows(role, 'vault.seniorContact');
  // What is coming, and what was asked, is the queue: the owner's (docs/decisions/0078-what-members-see-of-feed-and-queue.md).
  const seesQueue = roleAllows(role, 'curate');
  return {
    id: vault.id,
    seniorName: vault.seniorName,
    seniorEmail: seesContact ? vault.seniorEmail : '',
    seniorPhone: seesContact ? vault.seniorPhone : null,
    deliveryMethod: vault.deliveryMethod,
    frequency: vault.frequency,
    effectiveFrequency: effectiveFrequency(vault.frequency, ownerHasFullAccess),
    sendIntroEmail: vault.sendIntroEmail,
    isSetupComplete: vault.isSetupComplete,
    createdAt: vault.createdAt.toISOString(),
    nextQuestionAt: seesQueue && queueLength > 0 && vault.nextSendAt ? vault.nextSendAt.toISOString() : null,
    upcomingQuestionsAt:
      seesQueue && vault.nextSendAt
        ? upcomingSends({
            first: vault.nextSendAt,
            count: queueLength,
            sendWeekday: vault.sendWeekday,
            timeZone: vault.timeZone,
            frequency: effectiveFrequency(vault.frequency, ownerHasFullAccess),
          }).map((at) => at.toISOString())
        : [],
    askedQuestionIds: seesQueue ? (askedQuestionIds ?? []) : [],
    role,
    // When questions arrive is no secret within the family: a member may see it too.
    sendWeekday: vault.sendWeekday,
    timeZone: vault.timeZone,
    language: vault.language,
    ...(ownerName !== undefined ? { ownerName } : {}),
    pausedUntil: pause?.pausedUntil?.toISOString() ?? null,
    pauseKind: pause?.pauseKind ?? null,
    pausedBy: pause?.pausedBy ?? null,
    startsOn: vault.startsOn && !vault.introSentAt ? vault.startsOn : null,
    giftMessage: roleAllows(role, 'vault.giftMessage') ? (vault.introNote ?? null) : null,
  };
}

export function toVaultQuestionView(item: QueuedQuestion): VaultQuestionView {
  return {
    id: item.id,
    questionId: item.questionId,
    order: item.order,
    isCustom: item.isCustom,
    question: { text: item.question.text, category: item.question.category },
    ...(item.hasPhoto ? photoUrls(item.vaultId, item.questionId) : {}),
  };
}

/** Where members load a photo question's photo and its thumbnail (other questions have neither). */
function photoUrls(vaultId: string, questionId: string) {
  return {
    photoUrl: questionPhotoUrl(vaultId, questionId, 'web'),
    thumbnailUrl: questionPhotoUrl(vaultId, questionId, 'thumb'),
  };
}

export function toActivityView(activity: Activity): ActivityView {
  return {
    id: activity.id,
    type: activity.type,
    description: activity.description,
    createdAt: activity.createdAt.toISOString(),
  };
}
