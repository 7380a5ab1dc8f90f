/** The notification rules of docs/product.md §9. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;

export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** A button in the notification (e.g. "Undo"); the notification closes when it is pressed. */
  action?: { label: string; onAction: () => void };
}

export interface ToastItem extends ToastInput {
  id: number;
  open: boolean;
}

export type ToastAction =
  | { type: 'add'; toast: ToastItem }
  /** Without an id: every notification. */
  | { type: 'dismiss'; id?: number }
  /** Without an id: every closed notification. */
  | { type: 'remove'; id?: number };

export function toastReducer(state: ToastItem[], action: ToastAction): ToastItem[] {
  switch (action.type) {
    case 'add':
      // Newest first, so the limit drops the older notification.
      return [action.toast, ...state].slice(0, TOAST_LIMIT);
    case 'dismiss':
      return state.map((t) => (action.id === undefined || t.id === action.id ? { ...t, open: false } : t));
    case 'remove':
      return state.filter((t) => (action.id === undefined ? t.open : t.id !== action.id));
  }
}
