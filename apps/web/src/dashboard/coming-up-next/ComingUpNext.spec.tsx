import { fireEvent, render, screen } from '@testing-library/react';
import { queue, queued } from '../test/fixtures';
import { ComingUpNext } from './ComingUpNext';

const now = new Date(2025, 2, 14, 9, 0);
const tomorrow = new Date(2025, 2, 15, 10, 0).toISOString();

function renderPanel(count: number, nextQuestionAt: string | null = tomorrow) {
  const onAddMore = jest.fn();
  render(
    <ComingUpNext
      questions={queue(count)}
      isPending={false}
      failed={false}
      nextQuestionAt={nextQuestionAt}
      onAddMore={onAddMore}
      now={now}
    />,
  );
  return { onAddMore };
}

describe('Coming Up Next', () => {
  it('dates every queued question on the senior’s chosen weekday, in her time zone', () => {
    // Fridays at 9:00 in Sydney: Thursdays 22:00 in UTC.
    render(
      <ComingUpNext
        questions={queue(3)}
        isPending={false}
        failed={false}
        nextQuestionAt="2026-03-12T22:00:00.000Z"
        upcomingQuestionsAt={['2026-03-12T22:00:00.000Z', '2026-03-19T22:00:00.000Z', '2026-03-26T22:00:00.000Z']}
        timeZone="Australia/Sydney"
        onAddMore={jest.fn()}
        now={new Date('2026-03-05T23:00:00Z')}
      />,
    );
    expect(screen.getByText('Friday, March 13')).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      `Friday, March 20${queued(2).question.text}`,
      `Friday, March 27${queued(3).question.text}`,
    ]);
  });

  it('shows the first queued question scheduled Tomorrow, then On Deck', () => {
    renderPanel(2);
    expect(screen.getByRole('heading', { name: 'Coming Up Next' })).toBeTruthy();
    expect(screen.getByText('Tomorrow')).toBeTruthy();
    expect(screen.getByText(queued(1).question.text)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'On Deck' })).toBeTruthy();
    expect(screen.getByRole('listitem').textContent).toBe(queued(2).question.text);
  });

  it('collapses to 3 questions above 3, with Show All N Questions / Hide Questions', () => {
    renderPanel(5);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByText(queued(4).question.text)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Show All 5 Questions' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByText(queued(5).question.text)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Hide Questions' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('offers no toggle with 3 questions', () => {
    renderPanel(3);
    expect(screen.queryByRole('button', { name: /Show All/ })).toBeNull();
    expect(screen.queryByText(/questions? left/)).toBeNull();
  });

  it('warns when 2 or fewer remain', () => {
    renderPanel(2);
    expect(screen.getByText('Just 2 questions left…')).toBeTruthy();
  });

  it('says "Just 1 question left…" for the last one', () => {
    renderPanel(1);
    expect(screen.getByText('Just 1 question left…')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'On Deck' })).toBeNull();
  });

  it('says No questions available for an empty queue, and Add More Questions opens the library', () => {
    const { onAddMore } = renderPanel(0);
    expect(screen.getByText('No questions available')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add More Questions' }));
    expect(onAddMore).toHaveBeenCalled();
  });

  it('labels a later date readably', () => {
    renderPanel(1, new Date(2025, 2, 18, 9, 0).toISOString());
    expect(screen.getByText('Tuesday, March 18')).toBeTruthy();
  });
});
