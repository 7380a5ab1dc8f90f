import { act, render, screen, waitFor, within } from '@testing-library/react';
import { Toaster } from './Toaster';
import type { ToastApi } from './ToastContext';
import { toastReducer, type ToastItem } from './toastState';
import { CaptureToast } from '../../test/CaptureToast';

describe('Toaster', () => {
  it('shows only one notification at a time: a new one replaces the old', async () => {
    let api: ToastApi | undefined;
    render(
      <Toaster>
        <CaptureToast onReady={(a) => (api = a)} />
      </Toaster>,
    );

    act(() => void api!.toast({ title: 'First title', description: 'First description' }));
    expect(await screen.findByText('First title')).toBeTruthy();

    act(() => void api!.toast({ title: 'Second title', description: 'Second description', variant: 'destructive' }));
    expect(await screen.findByText('Second title')).toBeTruthy();
    expect(screen.getByText('Second description')).toBeTruthy();
    expect(screen.queryByText('First title')).toBeNull();
    expect(within(screen.getByRole('region', { name: /Notifications/ })).getAllByRole('listitem')).toHaveLength(1);
  });

  it('closes a notification after 5000 ms on screen', () => {
    jest.useFakeTimers();
    try {
      let api: ToastApi | undefined;
      render(
        <Toaster>
          <CaptureToast onReady={(a) => (api = a)} />
        </Toaster>,
      );

      act(() => void api!.toast({ title: 'Settings updated' }));
      expect(screen.getByText('Settings updated')).toBeTruthy();
      act(() => void jest.advanceTimersByTime(4999));
      expect(screen.getByText('Settings updated')).toBeTruthy();
      act(() => void jest.advanceTimersByTime(1));
      expect(screen.queryByText('Settings updated')).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  it('keeps a notification with an action (Undo) until it is used or closed', () => {
    jest.useFakeTimers();
    try {
      let api: ToastApi | undefined;
      render(
        <Toaster>
          <CaptureToast onReady={(a) => (api = a)} />
        </Toaster>,
      );
      act(() => void api!.toast({ title: 'Story deleted', action: { label: 'Undo', onAction: () => undefined } }));
      act(() => void jest.advanceTimersByTime(60_000));
      expect(screen.getByText('Story deleted')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Undo' })).toBeTruthy();
    } finally {
      jest.useRealTimers();
    }
  });

  it('offers the F8 hotkey region for keyboard users', () => {
    render(<Toaster>{null}</Toaster>);
    expect(screen.getByRole('region', { name: /F8/ })).toBeTruthy();
  });

  it('keeps a dismissed toast closed until it is removed', () => {
    const toast: ToastItem = { id: 1, title: 'Saved', open: true };
    const dismissed = toastReducer([toast], { type: 'dismiss', id: 1 });
    expect(dismissed).toEqual([{ ...toast, open: false }]);
    expect(toastReducer(dismissed, { type: 'remove', id: 1 })).toEqual([]);
  });

  it('shows a notification at the top of an open dialog, before its fields, and on the page once it closes', async () => {
    let api: ToastApi | undefined;
    const Page = ({ dialogOpen }: { dialogOpen: boolean }) => (
      <Toaster>
        <CaptureToast onReady={(a) => (api = a)} />
        {dialogOpen && (
          <div role="dialog" aria-modal="true" aria-label="Edit story">
            <label>
              Title <input />
            </label>
          </div>
        )}
      </Toaster>
    );
    const { rerender } = render(<Page dialogOpen />);

    act(() => void api!.toast({ title: 'Could not save' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit story' });
    await waitFor(() => expect(within(dialog).getByText('Could not save')).toBeTruthy());
    const notification = within(dialog).getByText('Could not save');
    const field = within(dialog).getByRole('textbox', { name: 'Title' });
    expect(notification.compareDocumentPosition(field) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    rerender(<Page dialogOpen={false} />);
    await waitFor(() => expect(screen.getByText('Could not save').closest('.toast-host--in-dialog')).toBeNull());
  });

  it('keeps a notification on the page while its dialog closes: it is never out of the page for a moment', async () => {
    let api: ToastApi | undefined;
    const Page = ({ dialogOpen }: { dialogOpen: boolean }) => (
      <Toaster>
        <CaptureToast onReady={(a) => (api = a)} />
        {dialogOpen && <div role="dialog" aria-modal="true" aria-label="Cancel plan" />}
      </Toaster>
    );
    const { rerender } = render(<Page dialogOpen />);
    act(() => void api!.toast({ title: 'Plan cancelled', description: 'It ends on 2 March 2027.' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel plan' });
    await waitFor(() => expect(within(dialog).getByText('It ends on 2 March 2027.')).toBeTruthy());

    rerender(<Page dialogOpen={false} />);
    // The dialog's removal is seen in a microtask: nothing later (a timer, a render) is waited for.
    await Promise.resolve();
    expect(screen.getByText('Plan cancelled').isConnected).toBe(true);
    expect(screen.getByText('It ends on 2 March 2027.').closest('.toast-host--in-dialog')).toBeNull();
  });
});
