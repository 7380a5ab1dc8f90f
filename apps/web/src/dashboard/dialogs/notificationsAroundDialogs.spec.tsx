import { act, render, screen, waitFor, within } from '@testing-library/react';
import Dialog from '@mui/material/Dialog';
import { Toaster } from '../../components/toast/Toaster';
import type { ToastApi } from '../../components/toast/ToastContext';
import { CaptureToast } from '../../test/CaptureToast';

// A MUI dialog hides the rest of the page from screen readers while it is open (aria-hidden on
// <body>'s other children) and gives it back when it closes: notifications must come through both.
describe('notifications around the dashboard’s dialogs', () => {
  it('leaves a notification readable to screen readers after a dialog opened and closed around it', async () => {
    let api: ToastApi | undefined;
    const Page = ({ dialogOpen }: { dialogOpen: boolean }) => (
      <Toaster>
        <CaptureToast onReady={(a) => (api = a)} />
        <Dialog open={dialogOpen} aria-labelledby="add-question">
          <h2 id="add-question">Add question</h2>
        </Dialog>
      </Toaster>
    );
    const hidden = (el: HTMLElement) => el.closest('[aria-hidden="true"]') !== null;
    const { rerender } = render(<Page dialogOpen={false} />);
    rerender(<Page dialogOpen />);
    const dialog = await screen.findByRole('dialog', { name: 'Add question' });
    act(() => void api!.toast({ title: 'Saved in the dialog' }));
    expect(hidden(await within(dialog).findByText('Saved in the dialog'))).toBe(false);

    rerender(<Page dialogOpen={false} />);
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull());
    act(() => void api!.toast({ title: 'Saved on the page' }));
    expect(hidden(await screen.findByText('Saved on the page'))).toBe(false);
  });
});
