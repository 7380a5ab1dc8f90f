import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { FAMILY_KEYS, useFamilyCalls } from '../data/familyQueries';

/** A story's comments (the newest 50, earlier ones on request), read while the story is open, and posting and deleting them. */
export function useComments(vaultId: string, storyId: string, enabled: boolean) {
  const calls = useFamilyCalls();
  const queryClient = useQueryClient();
  const key = FAMILY_KEYS.comments(vaultId, storyId);
  const list = useInfiniteQuery({
    queryKey: key,
    queryFn: ({ signal, pageParam }) => calls.getComments(vaultId, storyId, signal, pageParam),
    initialPageParam: null as string | null,
    // Pages go back in time: the newest first, then each earlier one on "Show earlier comments".
    getNextPageParam: (last) => last.nextBefore,
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
