import { useState, type ComponentType } from 'react';
import { act, render, screen } from '@testing-library/react';
import { lazyDialog } from './lazyDialog';

/** Stands in for a dialog: says whether it is open and counts its own clicks (state a remount would lose). */
function Probe({ open }: { open: boolean; onClose: () => void }) {
  const [clicks, setClicks] = useState(0);
  return (
    <button type="button" onClick={() => setClicks((n) => n + 1)}>
      {open ? 'open' : 'closed'} {clicks}
    </button>
  );
}

const close = () => undefined;

describe('lazyDialog', () => {
  it('loads and mounts the dialog only once it opens, and keeps it mounted after it closes', async () => {
    const load = jest.fn(() => Promise.resolve(Probe));
    const Dialog = lazyDialog(load);
    const view = render(<Dialog open={false} onClose={close} />);
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByRole('button')).toBeNull();

    view.rerender(<Dialog open onClose={close} />);
    expect(await screen.findByRole('button', { name: 'open 0' })).toBeTruthy();
    act(() => screen.getByRole('button').click());

    view.rerender(<Dialog open={false} onClose={close} />);
    // Still there, closed, with its state: it closes as an always-mounted dialog would.
    expect(screen.getByRole('button', { name: 'closed 1' })).toBeTruthy();
    view.rerender(<Dialog open onClose={close} />);
    expect(screen.getByRole('button', { name: 'open 1' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('says so when its code cannot be fetched, leaves the page as it was, and tries again on the next opening', async () => {
    const load = jest
      .fn<Promise<ComponentType<{ open: boolean; onClose: () => void }>>, []>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(Probe);
    const Dialog = lazyDialog(load);
    const onClose = jest.fn();
    const page = (open: boolean) => (
      <main>
        <h1>Rose’s stories</h1>
        <Dialog open={open} onClose={onClose} />
      </main>
    );
    const view = render(page(true));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('This could not be opened. Check your internet connection, then try again.');
    expect(
      screen.getByRole('dialog', { name: 'This could not be opened. Check your internet connection, then try again.' }),
    ).toBeTruthy();
    // The page is still there, behind the modal dialog.
    expect(screen.getByRole('heading', { name: 'Rose’s stories', hidden: true })).toBeTruthy();
    act(() => screen.getByRole('button', { name: 'Close' }).click());
    expect(onClose).toHaveBeenCalledTimes(1);

    view.rerender(page(false));
    view.rerender(page(true));
    expect(await screen.findByRole('button', { name: 'open 0' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
