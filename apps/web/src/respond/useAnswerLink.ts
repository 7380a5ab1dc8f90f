import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { apiErrorMessage, apiErrorStatus } from '../api/client';
import { questionPath, type AnswerLinkView } from './respondApi';

export type AnswerLink =
  | { state: 'loading'; token: string }
  | { state: 'invalid'; token: string }
  /** The server's words for its own old link (naming whose email to reply to), if it sent any. */
  | { state: 'expired'; token: string; message?: string }
  | { state: 'failed'; token: string; retry: () => void }
  | { state: 'ready'; token: string; view: AnswerLinkView };

/** The token of the page's link and the question it answers (docs/product.md §4: no token, invalid link). */
export function useAnswerLink(): AnswerLink {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const query = useQuery<AnswerLinkView | null>({ queryKey: [questionPath(token)], enabled: token !== '' });
  if (!token) return { state: 'invalid', token };
  if (query.isError) {
    if (apiErrorStatus(query.error) === 404) return { state: 'invalid', token };
    if (apiErrorStatus(query.error) === 410) return { state: 'expired', token, message: apiErrorMessage(query.error) };
    return { state: 'failed', token, retry: () => void query.refetch() };
  }
  if (!query.data) return { state: 'loading', token };
  return { state: 'ready', token, view: query.data };
}
