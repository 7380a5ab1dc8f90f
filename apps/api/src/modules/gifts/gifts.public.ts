/** What other modules may use of gifts: the erasure of a deleted account's gifts. Gifts hear billing's events and call the vault module. */
export { EraseGifts } from './application/erase-gifts.service';
