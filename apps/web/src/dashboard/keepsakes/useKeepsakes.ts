import { useEffect, useRef } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ExportRequestBody, ExportView } from '@storyvault/contracts';
import { useFamilyCalls } from '../data/familyQueries';

export const KEEPSAKE_KEYS = {
  exports: (vaultId: string) => ['exports', { vaultId }] as const,
  bookStories: (vaultId: string) => ['exports', 'book-stories', { vaultId }] as const,
  listenBooks: (vaultId: string) => ['exports', 'listen-books', { vaultId }] as const,
};

/** Looks again this often while something is being made. */
export const EXPORT_POLL_MS = 2000;

const isActive = (e: ExportView) => e.status === 'queued' || e.status === 'running';

/**
 * A vault's recent exports, looked at again while one is being made, and the ways to ask for one;
 * for the owner also every book whose listen links still play, looked at again when a book is
 * made or its links are turned off.
 */
export function useKeepsakes(vaultId: string, isOwner: boolean) {
  const calls = useFamilyCalls();
  const queryClient = useQueryClient();
  const key = KEEPSAKE_KEYS.exports(vaultId);
  const booksKey = KEEPSAKE_KEYS.listenBooks(vaultId);
  const recent = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => calls.getExports(vaultId, signal),
    refetchInterval: (query) => (query.state.data?.some(isActive) ? EXPORT_POLL_MS : false),
  });
  const books = useQuery({
    queryKey: booksKey,
    queryFn: ({ signal }) => calls.getListenBooks(vaultId, signal),
    enabled: isOwner,
  });
  // A book just made has links to list.
  const making = recent.data?.some(isActive) ?? false;
  const wasMaking = useRef(making);
  useEffect(() => {
    if (wasMaking.current && !making && isOwner) void queryClient.invalidateQueries({ queryKey: booksKey });
    wasMaking.current = making;
  });
  const request = useMutation({
    mutationFn: (body: ExportRequestBody) => calls.requestExport(vaultId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
  const revoke = useMutation({
    mutationFn: (exportId: string) => calls.revokeListenLinks(vaultId, exportId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: booksKey }),
  });
  return { recent, books, request, revoke };
}

/** Every story with its photos, for the book's choices. */
export function useBookStories(vaultId: string, enabled: boolean) {
  const calls = useFamilyCalls();
  return useQuery({
    queryKey: KEEPSAKE_KEYS.bookStories(vaultId),
    queryFn: ({ signal }) => calls.getBookStories(vaultId, signal),
    enabled,
  });
}
