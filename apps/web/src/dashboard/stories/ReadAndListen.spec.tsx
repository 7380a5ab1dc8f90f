import { fireEvent, screen, within } from '@testing-library/react';
import { mockFetch } from '../../test/fetchMock';
import { renderApp } from '../../test/renderApp';
import { story, vaultHandlers } from '../test/fixtures';

const VOICE = story({
  id: 's2',
  responseType: 'voice',
  fullText: '',
  audioUrl: '/api/stories/s2/audio',
  transcriptStatus: 'none',
  tags: [],
});

describe('reading and listening on the owner’s dashboard', () => {
  it('opens on the stories, the owner’s tools below them', async () => {
    mockFetch(vaultHandlers({ stories: [story()] }));
    await renderApp('/dashboard');
    const stories = await screen.findByRole('heading', { name: 'Your Story Collection' });
    for (const tool of ['Coming Up Next', 'Build Your Family Question List']) {
      const heading = await screen.findByRole('heading', { name: tool });
      expect(stories.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
  });

  it('plays a voice story from Read Story, asking the family to listen to Rose tell it', async () => {
    mockFetch(vaultHandlers({ stories: [VOICE] }));
    await renderApp('/dashboard');
    const listen = 'This story was told aloud and is not written down. Listen to Rose tell it.';
    expect(await screen.findByText(listen)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Read Story' }));
    const dialog = await screen.findByRole('dialog', { name: VOICE.title });
    expect(within(dialog).getByText(listen)).toBeTruthy();
    const player = within(dialog).getByLabelText(`Rose telling “${VOICE.title}”`) as HTMLAudioElement;
    expect(player.tagName).toBe('AUDIO');
    expect(player.getAttribute('src')).toBe('/api/stories/s2/audio');
    expect(player.controls).toBe(true);
    const play = jest.spyOn(player, 'play').mockResolvedValue(undefined);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Play Recording' }));
    expect(play).toHaveBeenCalledTimes(1);
    fireEvent.play(player);
    expect(within(dialog).getByRole('button', { name: 'Pause Recording' })).toBeTruthy();
    expect(dialog.textContent).not.toMatch(/transcri|set up/i);
  });
});
