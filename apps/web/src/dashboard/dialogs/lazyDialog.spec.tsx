import { useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import { lazyDialog } from './lazyDialog';

/** Stands in for a dialog: says whether it is open and counts its own clicks (state a remount would lose). */
function Probe({ open }: { open: boolean }) {
  const [clicks, setClicks] = useState(0);
  return (
    <button type="button" onClick={() => setClicks((n) => n + 1)}>
      {open ? 'open' : 'closed'} {clicks}
    </button>
  );
}

describe('lazyDialog', () => {
  it('loads and mounts the dialog only once it opens, and keeps it mounted after it closes', async () => {
    const load = jest.fn(() => Promise.resolve(Probe));
    const Dialog = lazyDialog(load);
    const view = render(<Dialog open={false} />);
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByRole('button')).toBeNull();

    view.rerender(<Dialog open />);
    expect(await screen.findByRole('button', { name: 'open 0' })).toBeTruthy();
    act(() => screen.getByRole('button').click());

    view.rerender(<Dialog open={false} />);
    // Still there, closed, with its state: it closes as an always-mounted dialog would.
    expect(screen.getByRole('button', { name: 'closed 1' })).toBeTruthy();
    view.rerender(<Dialog open />);
    expect(screen.getByRole('button', { name: 'open 1' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
