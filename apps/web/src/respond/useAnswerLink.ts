import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { languageOf, type Language } from '@storyvault/contracts';
import { apiErrorStatus } from '../api/client';
import { seniorRefusal } from './seniorRefusal';
import { questionPath, type AnswerLinkView } from './respondApi';

/** The page's language: the vault's once the link is known; before that (or for a link we do not know), the browser's. */
export type AnswerLink = { language: Language } & (
  | { state: 'loading'; token: string }
  | { state: 'invalid'; token: string }
  /** The server's words for its own old link (naming whose email to reply to), if it sent any. */
  | { state: 'expired'; token: string; message?: string }
  | { state: 'failed'; token: string; retry: () => void }
  | { state: 'ready'; token: string; view: AnswerLinkView }
);

function browserLanguage(): Language {
  return languageOf(typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]));
}

/** The token of the page's link and the question it answers (docs/product.md §4: no token, invalid link). */
export function useAnswerLink(): AnswerLink {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const query = useQuery<AnswerLinkView | null>({ queryKey: [questionPath(token)], enabled: token !== '' });
  const language = browserLanguage();
  if (!token) return { state: 'invalid', token, language };
  if (query.isError) {
    if (apiErrorStatus(query.error) === 404) return { state: 'invalid', token, language };
    if (apiErrorStatus(query.error) === 410)
      return { state: 'expired', token, language, message: seniorRefusal(query.error) };
    return { state: 'failed', token, language, retry: () => void query.refetch() };
  }
  if (!query.data) return { state: 'loading', token, language };
  return { state: 'ready', token, language: query.data.language ?? language, view: query.data };
}
