import type { Messages } from '../../messages';
import type { book as en } from '../en/book';

export const book: Messages<typeof en> = {};
