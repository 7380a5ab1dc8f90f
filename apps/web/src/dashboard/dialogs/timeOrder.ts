/**
 * docs/product.md §4 and §9: an added question is appended with a time-based order, the current time in
 * seconds (plus its index when several are added at once), so it sorts after the renumbered 1..N queue.
 */
export const timeOrder = (now: number = Date.now()): number => Math.floor(now / 1000);
