export type { ListenStoryView } from '@storyvault/contracts';

/** A printed book's listen link, read with no sign-in (its token is the key). */
export const listenPath = (token: string) => `/api/listen/${encodeURIComponent(token)}`;
