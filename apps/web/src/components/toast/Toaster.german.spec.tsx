import { act, render, screen } from '@testing-library/react';
import { LanguageProvider } from '../../i18n/LanguageContext';
import { FullScreenLoading } from '../FullScreenLoading';
import { Toaster } from './Toaster';
import type { ToastApi } from './ToastContext';
import { CaptureToast } from '../../test/CaptureToast';

describe('the notifications and the loading screen in German', () => {
  it('name the notifications’ region and their close button in German', async () => {
    let api: ToastApi | undefined;
    render(
      <LanguageProvider initial="de">
        <Toaster>
          <CaptureToast onReady={(a) => (api = a)} />
        </Toaster>
      </LanguageProvider>,
    );
    expect(screen.getByRole('region', { name: 'Benachrichtigungen (F8)' })).toBeTruthy();
    act(() => void api!.toast({ title: 'Gespeichert' }));
    expect(await screen.findByRole('button', { name: 'Benachrichtigung schließen' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Close notification' })).toBeNull();
  });

  it('says it is loading in German', () => {
    render(
      <LanguageProvider initial="de">
        <FullScreenLoading />
      </LanguageProvider>,
    );
    expect(screen.getByRole('status').textContent).toBe('Wird geladen …');
  });
});
