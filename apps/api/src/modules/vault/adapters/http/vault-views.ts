import { ActivityView, VaultQuestionView, VaultView } from '@storyvault/contracts';
import { MemberVaultSnapshot } from '../../application/list-vaults.use-case';
import { QueuedQuestion } from '../../application/vault-queue.use-cases';
import { Activity } from '../../domain/activity';
import { effectiveFrequency } from '../../domain/vault';

export function toVaultView({
  vault,
  queueLength,
  askedQuestionIds,
  role,
  ownerHasFullAccess,
  ownerName,
}: MemberVaultSnapshot): VaultView {
  // The senior's address and phone are the owner's to know (docs/decisions.md, "Family members and invitations").
  const isOwner = role === 'owner';
  return {
    id: vault.id,
    seniorName: vault.seniorName,
    seniorEmail: isOwner ? vault.seniorEmail : '',
    seniorPhone: isOwner ? vault.seniorPhone : null,
    deliveryMethod: vault.deliveryMethod,
    frequency: vault.frequency,
    effectiveFrequency: effectiveFrequency(vault.frequency, ownerHasFullAccess),
    sendIntroEmail: vault.sendIntroEmail,
    isSetupComplete: vault.isSetupComplete,
    createdAt: vault.createdAt.toISOString(),
    nextQuestionAt: queueLength > 0 && vault.nextSendAt ? vault.nextSendAt.toISOString() : null,
    askedQuestionIds: askedQuestionIds ?? [],
    role,
    // When questions arrive is no secret within the family: a member may see it too.
    sendWeekday: vault.sendWeekday,
    timeZone: vault.timeZone,
    ...(ownerName !== undefined ? { ownerName } : {}),
  };
}

export function toVaultQuestionView(item: QueuedQuestion): VaultQuestionView {
  return {
    id: item.id,
    questionId: item.questionId,
    order: item.order,
    isCustom: item.isCustom,
    question: { text: item.question.text, category: item.question.category },
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
