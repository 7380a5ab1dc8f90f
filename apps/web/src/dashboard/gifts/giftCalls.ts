import type { GiftView } from '@storyvault/contracts';
import { httpClient } from '../providers/httpClient';

/** The signed-in giver's paid gifts, with their cards' links. */
export async function getMyGifts(signal?: AbortSignal): Promise<GiftView[]> {
  const { json } = await httpClient('/api/gifts/mine', { signal });
  return Array.isArray(json) ? (json as GiftView[]) : [];
}
