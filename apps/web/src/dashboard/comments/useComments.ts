import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FAMILY_KEYS, useFamilyCalls } from '../data/familyQueries';

/** A story's comments, read while the story is open, and posting and deleting them. */
export function useComments(vaultId: string, storyId: string, enabled: boolean) {
  const calls = useFamilyCalls();
  const queryClient = useQueryClient();
  const key = FAMILY_KEYS.comments(vaultId, storyId);
  const list = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => calls.getComments(vaultId, storyId, signal),
    enabled,
    // Family members comment while others read: each opening of the story reads them afresh.
    staleTime: 0,
  });
  const onSettled = () => queryClient.invalidateQueries({ queryKey: key });
  const post = useMutation({ mutationFn: (text: string) => calls.postComment(vaultId, storyId, text), onSettled });
  const remove = useMutation({
    mutationFn: (commentId: string) => calls.deleteComment(vaultId, storyId, commentId),
    onSettled,
  });
  return { list, post, remove };
}
