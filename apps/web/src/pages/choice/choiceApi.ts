import type { ChoiceDecision, ReplyChoiceView } from './choiceTypes';
import { apiRequest } from '../../api/client';

/** The senior's choice about an unclear reply, read and made with no sign-in (its token is the key). */
export const choicePath = (token: string) => `/api/choice/${encodeURIComponent(token)}`;

/** Only this POST decides; opening the page (or a mail scanner opening the link) never does. */
export const chooseReply = ({ token, choice }: { token: string; choice: ChoiceDecision }) =>
  apiRequest<ReplyChoiceView>('POST', choicePath(token), { choice });
