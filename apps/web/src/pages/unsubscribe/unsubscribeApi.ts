import type { NotifyChoice } from '@storyvault/contracts';
import { apiRequest } from '../../api/client';

/** What an unsubscribe link is about: whose collection, and the person's choice now. */
export interface UnsubscribeView {
  seniorName: string;
  notify: NotifyChoice;
}

export const unsubscribePath = (token: string) => `/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`;

/** The same POST the mail client's one-click unsubscribe (RFC 8058) sends; works signed out. */
export const unsubscribe = (token: string) => apiRequest<UnsubscribeView>('POST', unsubscribePath(token), {});
