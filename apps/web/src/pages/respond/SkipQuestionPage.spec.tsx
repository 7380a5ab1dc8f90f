import { fireEvent, screen } from '@testing-library/react';
import { callsTo, errorResponse, jsonResponse, mockFetch } from '../../test/fetchMock';
import { renderApp } from '../../test/renderApp';

const QUESTION = 'GET /api/respond/question?token=tok123';
const question = () => jsonResponse(200, { question: 'What was your first job?', seniorFirstName: 'Rose' });
const INVALID = 'Invalid link. Please check your email or SMS for the correct link.';
const button = () => screen.queryByRole('button', { name: 'Send me a different question' }) as HTMLButtonElement | null;

async function openPage() {
  await renderApp('/respond/skip?token=tok123');
  await screen.findByText('What was your first job?');
}

describe('the different-question page', () => {
  beforeEach(() => localStorage.clear());

  it('shows the question and sends a different one only after the big button is pressed', async () => {
    const fetchMock = mockFetch({
      [QUESTION]: question,
      'POST /api/respond/skip': () =>
        jsonResponse(200, {
          outcome: 'skipped',
          nextQuestionSent: true,
          message: 'Done. A different question is on its way to your inbox.',
        }),
    });
    await openPage();
    expect(screen.getByRole('heading', { level: 1, name: 'A Different Question' })).toBeTruthy();
    expect(document.title).toBe('A Different Question | StoryVault');
    expect(screen.getByText(/We will keep this one for another time/)).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', '/api/respond/skip')).toHaveLength(0);

    fireEvent.click(button()!);
    expect(await screen.findByText('Done. A different question is on its way to your inbox.')).toBeTruthy();
    const [call] = callsTo(fetchMock, 'POST', '/api/respond/skip');
    expect(call.body).toEqual({ token: 'tok123' });
    expect(button()).toBeNull();
    const write = screen.getByRole('link', { name: 'Write your story' }) as HTMLAnchorElement;
    expect(write.getAttribute('href')).toBe('/respond/write?token=tok123');
  });

  it('says so plainly when she had already asked', async () => {
    mockFetch({
      [QUESTION]: question,
      'POST /api/respond/skip': () =>
        jsonResponse(200, {
          outcome: 'already_skipped',
          nextQuestionSent: false,
          message: 'You already asked for a different question for this one. Nothing more to do.',
        }),
    });
    await openPage();
    fireEvent.click(button()!);
    expect(
      await screen.findByText('You already asked for a different question for this one. Nothing more to do.'),
    ).toBeTruthy();
  });

  it('says calmly that the link no longer works when the server does not know the token, with no button', async () => {
    mockFetch({ [QUESTION]: () => errorResponse(404, 'INVALID_LINK', INVALID) });
    await renderApp('/respond/skip?token=tok123');
    expect(
      await screen.findByText("This link no longer works. Just reply to your family's email with your story."),
    ).toBeTruthy();
    expect(button()).toBeNull();
  });

  it('shows the server’s message when the skip is refused, and lets her try again', async () => {
    mockFetch({
      [QUESTION]: question,
      'POST /api/respond/skip': () => errorResponse(410, 'LINK_EXPIRED', 'This link is more than 90 days old.'),
    });
    await openPage();
    fireEvent.click(button()!);
    expect(await screen.findByText('This link is more than 90 days old.')).toBeTruthy();
    expect(button()).toBeTruthy();
  });

  it('opened again after asking, says it is done, with no button to press again', async () => {
    const fetchMock = mockFetch({
      [QUESTION]: question,
      'POST /api/respond/skip': () =>
        jsonResponse(200, {
          outcome: 'skipped',
          nextQuestionSent: true,
          message: 'Done. A different question is on its way to your inbox.',
        }),
    });
    const first = await renderApp('/respond/skip?token=tok123');
    await screen.findByText('What was your first job?');
    fireEvent.click(button()!);
    await screen.findByText('Done. A different question is on its way to your inbox.');
    first.unmount();

    await openPage();
    expect(
      screen.getByText('Done. You already asked for a different question for this one. Nothing more to do.'),
    ).toBeTruthy();
    expect(button()).toBeNull();
    expect(callsTo(fetchMock, 'POST', '/api/respond/skip')).toHaveLength(1);
  });

  it('for a question already answered, says so kindly instead of offering to skip it', async () => {
    const fetchMock = mockFetch({
      [QUESTION]: () =>
        jsonResponse(200, {
          question: 'What was your first job?',
          seniorFirstName: 'Rose',
          answeredAt: '2026-11-24T12:00:00.000Z',
        }),
    });
    await openPage();
    expect(
      screen.getByText('You have already answered this question. Thank you! The next one will come as usual.'),
    ).toBeTruthy();
    expect(button()).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(callsTo(fetchMock, 'POST', '/api/respond/skip')).toHaveLength(0);
  });
});
