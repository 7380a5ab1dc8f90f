import { screen } from '@testing-library/react';
import { jsonResponse, mockFetch } from '../../test/fetchMock';
import { renderApp } from '../../test/renderApp';

const QUESTION = 'GET /api/respond/question?token=tok123';

describe('a photo question on the answer pages', () => {
  it.each(['/respond/write?token=tok123', '/respond/record?token=tok123'])(
    'shows the photo above the question, with alt text, on %s',
    async (page) => {
      mockFetch({
        [QUESTION]: () =>
          jsonResponse(200, {
            question: 'Who is this with you at the lake?',
            seniorFirstName: 'Rose',
            photoUrl: '/api/respond/photo?token=tok123',
          }),
      });
      await renderApp(page);
      const question = await screen.findByText('Who is this with you at the lake?');
      const photo = screen.getByRole('img', { name: 'The photo this question is about' });
      expect(photo.getAttribute('src')).toBe('/api/respond/photo?token=tok123');
      expect(photo.compareDocumentPosition(question) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    },
  );

  it('shows no picture for a question without a photo', async () => {
    mockFetch({
      [QUESTION]: () => jsonResponse(200, { question: 'What was your first job?', seniorFirstName: 'Rose' }),
    });
    await renderApp('/respond/write?token=tok123');
    await screen.findByText('What was your first job?');
    expect(screen.queryByRole('img', { name: 'The photo this question is about' })).toBeNull();
  });
});
