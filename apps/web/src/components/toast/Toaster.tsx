import { useCallback, useEffect, useMemo, useReducer, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import * as Toast from '@radix-ui/react-toast';
import { useT } from '../../i18n/LanguageContext';
import { ToastContext, type ToastApi } from './ToastContext';
import { useToastHost } from './useToastHost';
import { TOAST_DURATION_MS, TOAST_REMOVE_DELAY_MS, TOAST_SWIPE_THRESHOLD_PX, toastReducer } from './toastState';

/** Provides useToast() to its children and renders the one visible notification. */
export function Toaster({ children }: { children: ReactNode }) {
  const t = useT();
  const [toasts, dispatch] = useReducer(toastReducer, []);
  const nextId = useRef(1);
  const removalTimers = useRef(new Map<number | 'all', ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const timers = removalTimers.current;
    return () => timers.forEach((timer) => clearTimeout(timer));
  }, []);

  const dismiss = useCallback((id?: number) => {
    dispatch({ type: 'dismiss', id });
    // A closed toast stays mounted a while so Radix can play its exit and restore focus.
    const key = id ?? 'all';
    if (removalTimers.current.has(key)) return;
    const timer = setTimeout(() => {
      removalTimers.current.delete(key);
      dispatch({ type: 'remove', id });
    }, TOAST_REMOVE_DELAY_MS);
    removalTimers.current.set(key, timer);
  }, []);

  const toast = useCallback((input: Parameters<ToastApi['toast']>[0]) => {
    const id = nextId.current++;
    dispatch({ type: 'add', toast: { ...input, id, open: true } });
    return id;
  }, []);

  const api = useMemo<ToastApi>(() => ({ toast, dismiss }), [toast, dismiss]);
  const { host, home } = useToastHost();
  // Radix puts the hotkey into the label in place of {hotkey}: the words around it are the reader's.
  const viewportLabel = t('dashboard.toast.region', { hotkey: '{hotkey}' });

  return (
    <ToastContext.Provider value={api}>
      <Toast.Provider
        duration={TOAST_DURATION_MS}
        swipeDirection="right"
        swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
        label={t('dashboard.toast.label')}
      >
        {children}
        {toasts.map((item) => (
          <Toast.Root
            key={item.id}
            open={item.open}
            // One with an action (Undo) stays until it is used or closed: no one should have to beat a timer.
            duration={item.action ? Infinity : undefined}
            onOpenChange={(open) => {
              if (!open) dismiss(item.id);
            }}
            className={`toast toast--${item.variant ?? 'default'}`}
          >
            <div className="toast__text">
              <Toast.Title className="toast__title">{item.title}</Toast.Title>
              {item.description && (
                <Toast.Description className="toast__description">{item.description}</Toast.Description>
              )}
            </div>
            {item.action && (
              <Toast.Action className="toast__action" altText={item.action.label} onClick={item.action.onAction}>
                {item.action.label}
              </Toast.Action>
            )}
            <Toast.Close className="toast__close" aria-label={t('dashboard.toast.close')}>
              <span aria-hidden="true">×</span>
            </Toast.Close>
          </Toast.Root>
        ))}
        {/* While a dialog is open its notifications are at its top, in its flow: they never cover it. */}
        <div ref={home} className="toast-home" />
        {host && createPortal(<Toast.Viewport className="toast-viewport" label={viewportLabel} />, host)}
      </Toast.Provider>
    </ToastContext.Provider>
  );
}
