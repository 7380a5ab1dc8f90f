import type { UnsubscribeView } from '@storyvault/contracts';
import { apiRequest } from '../../api/client';

export type { UnsubscribeView } from '@storyvault/contracts';

export const unsubscribePath = (token: string) => `/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`;

/** The same POST the mail client's one-click unsubscribe (RFC 8058) sends; works signed out. */
export const unsubscribe = (token: string) => apiRequest<UnsubscribeView>('POST', unsubscribePath(token), {});
