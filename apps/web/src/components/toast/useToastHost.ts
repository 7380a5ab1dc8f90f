import { useEffect, useState } from 'react';

const DIALOG = '[role="dialog"][aria-modal="true"], [role="alertdialog"], .MuiDialog-paper';
const IN_DIALOG = 'toast-host--in-dialog';

/** The topmost open modal dialog, if any: a notification shown while it is open belongs inside it. */
function topmostDialog(): HTMLElement | null {
  return [...document.querySelectorAll<HTMLElement>(DIALOG)].at(-1) ?? null;
}

/**
 * The one element the notifications live in. It sits at the top of the open dialog, so that a
 * notification never lies over the dialog's fields or buttons (it pushes them down instead), and
 * at its home on the page (inside the app, where it opened) while no dialog is open. It is never
 * a child of <body> itself, where a dialog that opens would mark it hidden from screen readers.
 *
 * The element is moved, never replaced: a notification shown as its dialog closes stays on the
 * page throughout. (Replacing the place would have React and Radix move each notification in a
 * later render, leaving it out of the page, unseen and unread, until then.)
 */
export function useToastHost(): { host: HTMLElement | null; home: (element: HTMLElement | null) => void } {
  const [home, setHome] = useState<HTMLElement | null>(null);
  const [host, setHost] = useState<HTMLElement | null>(null);

  useEffect(() => {
    if (!home) return undefined;
    const made = document.createElement('div');
    made.className = 'toast-host';
    const follow = () => {
      const dialog = topmostDialog();
      if (dialog) {
        if (dialog.firstElementChild !== made) dialog.prepend(made);
      } else if (made.parentElement !== home) {
        home.append(made);
      }
      made.classList.toggle(IN_DIALOG, dialog !== null);
    };
    follow();
    setHost(made);
    const observer = new MutationObserver(follow);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
      made.remove();
      setHost(null);
    };
  }, [home]);

  return { host, home: setHome };
}
