import { useToast } from '../components/toast/useToast';
import type { ToastApi } from '../components/toast/ToastContext';

/** Hands a test the toaster's api from inside a <Toaster>, so the test can show notifications itself. */
export function CaptureToast({ onReady }: { onReady: (api: ToastApi) => void }) {
  onReady(useToast());
  return null;
}
