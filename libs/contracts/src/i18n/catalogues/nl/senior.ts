import type { Messages } from '../../messages';
import type { senior as en } from '../en/senior';

export const senior: Messages<typeof en> = {};
