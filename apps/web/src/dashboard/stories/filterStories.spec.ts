import type { StoryView } from '@storyvault/contracts';
import { filterStories } from './filterStories';

const story = (id: string, responseType: 'voice' | 'written', fullText: string, tags: string[] = []): StoryView => ({
  id,
  createdAt: '2026-05-01T10:00:00Z',
  question: { text: `Question ${id}` },
  title: `Question ${id}`,
  period: null,
  responseType,
  tags,
  fullText,
  rawText: fullText,
  audioUrl: responseType === 'voice' ? `/api/stories/${id}/audio` : null,
  photos: [],
  transcriptStatus: 'none',
  transcript: null,
  textTranscribed: false,
});

describe('filterStories', () => {
  const stories = [
    story('1', 'written', 'The bakery on Elm Street', ['career_and_work']),
    story('2', 'voice', ''),
    story('3', 'written', 'A dance in the church hall', ['love']),
  ];

  it('keeps everything by default', () => {
    expect(filterStories(stories, 'all', '  ').map((s) => s.id)).toEqual(['1', '2', '3']);
  });

  it('shows voice or written stories only', () => {
    expect(filterStories(stories, 'voice', '').map((s) => s.id)).toEqual(['2']);
    expect(filterStories(stories, 'written', '').map((s) => s.id)).toEqual(['1', '3']);
  });

  it('searches the question, the text and the tags, ignoring case', () => {
    expect(filterStories(stories, 'all', 'BAKERY').map((s) => s.id)).toEqual(['1']);
    expect(filterStories(stories, 'all', 'question 2').map((s) => s.id)).toEqual(['2']);
    expect(filterStories(stories, 'all', 'love').map((s) => s.id)).toEqual(['3']);
    expect(filterStories(stories, 'voice', 'bakery')).toEqual([]);
  });

  it('finds a voice story by the words of its transcript', () => {
    const spoken: StoryView = {
      ...story('4', 'voice', 'Here is my memo.'),
      transcriptStatus: 'done',
      transcript: 'We kept bees behind the school.',
    };
    expect(filterStories([...stories, spoken], 'all', 'bees').map((s) => s.id)).toEqual(['4']);
  });
});
