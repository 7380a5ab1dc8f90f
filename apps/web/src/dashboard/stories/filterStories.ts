import type { StoryView } from '@storyvault/contracts';

export type StoryKind = 'all' | 'voice' | 'written';

/** The stories a filter (voice / written) and a search (question, text, transcript, tags) leave shown. */
export function filterStories(stories: readonly StoryView[], kind: StoryKind, search: string): StoryView[] {
  const needle = search.trim().toLocaleLowerCase();
  return stories.filter((story) => {
    const type = story.responseType === 'voice' ? 'voice' : 'written';
    if (kind !== 'all' && kind !== type) return false;
    if (!needle) return true;
    return [story.question.text, story.fullText, story.transcript ?? '', ...story.tags].some((text) =>
      text.toLocaleLowerCase().includes(needle),
    );
  });
}
