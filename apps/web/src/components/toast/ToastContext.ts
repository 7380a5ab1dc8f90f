import { createContext } from 'react';
import type { ToastInput } from './toastState';

export interface ToastApi {
  /** Shows a notification, replacing the one on screen; returns its id. */
  toast: (input: ToastInput) => number;
  /** Closes one notification, or all of them without an id. */
  dismiss: (id?: number) => void;
}

export const ToastContext = createContext<ToastApi | null>(null);
