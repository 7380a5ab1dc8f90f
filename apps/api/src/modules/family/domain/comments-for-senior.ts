/** A comment as the senior's question email quotes it. */
export interface SeniorComment {
  authorName: string;
  /** The question the story answered: it names the story for her when it has no title. */
  storyQuestion: string;
  /** The story's title, when the owner gave one: it names the story first. */
  storyTitle: string | null;
  text: string;
  createdAt: Date;
}

export const SENIOR_COMMENTS_LIMIT = 3;

/**
 * Which comments the senior's email quotes, from the candidates newest first: the newest of each
 * author first (so three cousins are heard rather than one cousin three times), then the newest
 * of the rest; at most `limit`, given oldest first as they were written.
 */
export function chooseForSenior<T extends { authorId: string; createdAt: Date }>(
  newestFirst: readonly T[],
  limit = SENIOR_COMMENTS_LIMIT,
): T[] {
  const chosen: T[] = [];
  const authors = new Set<string>();
  for (const c of newestFirst) {
    if (chosen.length >= limit) break;
    if (authors.has(c.authorId)) continue;
    authors.add(c.authorId);
    chosen.push(c);
  }
  for (const c of newestFirst) {
    if (chosen.length >= limit) break;
    if (!chosen.includes(c)) chosen.push(c);
  }
  return chosen.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}
