import { useMutation } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AddVaultQuestionRequest, CreateQuestionRequest, QuestionView } from '@storyvault/contracts';
import { useRefreshVaultData } from '../data/useRefreshVaultData';
import { RESOURCES } from '../providers/resources';
import { timeOrder } from './timeOrder';

/** docs/product.md §7: the question is created first (POST /api/questions), then attached to the vault. */
export function useAddCustomQuestion(vaultId: string) {
  const dataProvider = useDataProvider();
  const refresh = useRefreshVaultData();
  return useMutation({
    mutationFn: async (text: string) => {
      const question: CreateQuestionRequest = { text, isPrewritten: false, category: 'custom' };
      const { data: created } = await dataProvider.create<QuestionView>(RESOURCES.questions, { data: question });
      const attachment: AddVaultQuestionRequest = { questionId: created.id, order: timeOrder(), isCustom: true };
      await dataProvider.create(RESOURCES.vaultQuestions, { data: attachment, meta: { vaultId } });
    },
    onSuccess: () => refresh(),
  });
}
