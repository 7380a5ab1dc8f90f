import type {
  AcceptSuggestionRequest,
  CommentView,
  InviteMemberRequest,
  MemberRole,
  MemberView,
  NotificationSettings,
  NotifyChoice,
  OwnerEmailChoices,
  SuggestionPlacement,
  SuggestionView,
  WaitingPhotoQuestionView,
} from '@storyvault/contracts';
import { httpClient } from './httpClient';

/** Comments read at once: the api's default page for the first, the same for each earlier one. */
const COMMENTS_PAGE = 50;

/** The family circle's calls (issue 16's contract), all under /api/vaults/{id}. */
export interface FamilyCalls {
  getMembers: (vaultId: string, signal?: AbortSignal) => Promise<MemberView[]>;
  inviteMember: (vaultId: string, request: InviteMemberRequest) => Promise<MemberView>;
  changeMemberRole: (vaultId: string, memberId: string, role: MemberRole) => Promise<MemberView | undefined>;
  resendInvitation: (vaultId: string, memberId: string) => Promise<MemberView | undefined>;
  removeMember: (vaultId: string, memberId: string) => Promise<void>;
  /**
   * GET …/comments: a page of a story's comments, oldest first; the newest page without `before`.
   * `nextBefore` is the earlier page's cursor (the Link header's rel="next"), `total` X-Total-Count.
   */
  getComments: (vaultId: string, storyId: string, signal?: AbortSignal, before?: string | null) => Promise<CommentPage>;
  postComment: (vaultId: string, storyId: string, text: string) => Promise<CommentView>;
  deleteComment: (vaultId: string, storyId: string, commentId: string) => Promise<void>;
  getSuggestions: (vaultId: string, signal?: AbortSignal) => Promise<SuggestionView[]>;
  suggestQuestion: (vaultId: string, text: string) => Promise<SuggestionView | undefined>;
  acceptSuggestion: (vaultId: string, suggestionId: string, placement: SuggestionPlacement) => Promise<void>;
  dismissSuggestion: (vaultId: string, suggestionId: string) => Promise<void>;
  /** Contributors' photo questions waiting for the owner, who adds each to the queue or dismisses it. */
  getWaitingPhotoQuestions: (vaultId: string, signal?: AbortSignal) => Promise<WaitingPhotoQuestionView[]>;
  approvePhotoQuestion: (vaultId: string, questionId: string) => Promise<void>;
  dismissPhotoQuestion: (vaultId: string, questionId: string) => Promise<void>;
  getNotifications: (vaultId: string, signal?: AbortSignal) => Promise<NotificationSettings>;
  setNotifications: (vaultId: string, notify: NotifyChoice) => Promise<NotificationSettings>;
  /** The owner's emails about the family; the choices left out stay as they are. */
  setOwnerEmails: (vaultId: string, ownerEmails: Partial<OwnerEmailChoices>) => Promise<NotificationSettings>;
}

export interface CommentPage {
  data: CommentView[];
  nextBefore: string | null;
  total: number;
}

/** The earlier page's `before`, from a Link header such as `</api/…/comments?limit=50&before=ID>; rel="next"`. */
function nextBeforeOf(link: string | null | undefined): string | null {
  const next = /<([^>]*)>\s*;\s*rel="?next"?/.exec(link ?? '')?.[1];
  return next ? new URL(next, 'http://link.invalid').searchParams.get('before') : null;
}

const path = (...parts: string[]) => `/api/vaults/${parts.map(encodeURIComponent).join('/')}`;

const list = <T>(json: unknown): T[] => (Array.isArray(json) ? (json as T[]) : []);

async function read<T>(url: string, signal?: AbortSignal): Promise<T> {
  const { json } = await httpClient(url, { signal });
  return json as T;
}

async function send<T>(method: 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, body?: unknown): Promise<T> {
  const { json } = await httpClient(url, { method, body: body === undefined ? undefined : JSON.stringify(body) });
  return json as T;
}

export function createFamilyCalls(): FamilyCalls {
  return {
    getMembers: async (vaultId, signal) => list<MemberView>(await read(`${path(vaultId)}/members`, signal)),
    inviteMember: (vaultId, request) => send('POST', `${path(vaultId)}/members`, request),
    changeMemberRole: (vaultId, memberId, role) => send('PATCH', path(vaultId, 'members', memberId), { role }),
    resendInvitation: (vaultId, memberId) => send('POST', `${path(vaultId, 'members', memberId)}/resend`),
    removeMember: (vaultId, memberId) => send('DELETE', path(vaultId, 'members', memberId)),

    getComments: async (vaultId, storyId, signal, before) => {
      const url = `${path(vaultId, 'stories', storyId)}/comments`;
      const { json, headers } = await httpClient(
        before ? `${url}?limit=${COMMENTS_PAGE}&before=${encodeURIComponent(before)}` : url,
        { signal },
      );
      const data = list<CommentView>(json);
      const total = Number(headers?.get('X-Total-Count'));
      return {
        data,
        nextBefore: nextBeforeOf(headers?.get('Link')),
        total: Number.isFinite(total) && total > 0 ? total : data.length,
      };
    },
    postComment: (vaultId, storyId, text) => send('POST', `${path(vaultId, 'stories', storyId)}/comments`, { text }),
    deleteComment: (vaultId, storyId, commentId) =>
      send('DELETE', path(vaultId, 'stories', storyId, 'comments', commentId)),

    getSuggestions: async (vaultId, signal) => list<SuggestionView>(await read(`${path(vaultId)}/suggestions`, signal)),
    suggestQuestion: (vaultId, text) => send('POST', `${path(vaultId)}/suggestions`, { text }),
    acceptSuggestion: (vaultId, suggestionId, placement) =>
      send('POST', `${path(vaultId, 'suggestions', suggestionId)}/accept`, {
        placement,
      } satisfies AcceptSuggestionRequest),
    dismissSuggestion: (vaultId, suggestionId) => send('DELETE', path(vaultId, 'suggestions', suggestionId)),
    getWaitingPhotoQuestions: async (vaultId, signal) =>
      list<WaitingPhotoQuestionView>(await read(`${path(vaultId, 'questions', 'photo', 'waiting')}`, signal)),
    approvePhotoQuestion: (vaultId, questionId) =>
      send('POST', `${path(vaultId, 'questions', 'photo', questionId)}/approve`),
    dismissPhotoQuestion: (vaultId, questionId) => send('DELETE', path(vaultId, 'questions', 'photo', questionId)),

    getNotifications: (vaultId, signal) => read(`${path(vaultId)}/notifications`, signal),
    setNotifications: (vaultId, notify) => send('PUT', `${path(vaultId)}/notifications`, { notify }),
    setOwnerEmails: (vaultId, ownerEmails) => send('PUT', `${path(vaultId)}/notifications/owner-emails`, ownerEmails),
  };
}
