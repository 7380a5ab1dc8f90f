import type { Messages } from '../../messages';
import type { family as en } from '../en/family';

export const family: Messages<typeof en> = {};
