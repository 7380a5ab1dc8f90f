import { useEffect, useState } from 'react';

const DIALOG = '[role="dialog"][aria-modal="true"], [role="alertdialog"], .MuiDialog-paper';

/** The topmost open modal dialog, if any: a notification shown while it is open belongs inside it. */
function topmostDialog(): HTMLElement | null {
  const open = [...document.querySelectorAll<HTMLElement>(DIALOG)].filter((el) => el.isConnected);
  return open.at(-1) ?? null;
}

/**
 * A place at the top of the open dialog for the notifications, so that one never lies over the
 * dialog's fields or buttons (it pushes them down instead); null while no dialog is open.
 */
export function useOpenDialogSlot(): HTMLElement | null {
  const [slot, setSlot] = useState<HTMLElement | null>(null);

  useEffect(() => {
    let current: { dialog: HTMLElement; slot: HTMLElement } | null = null;
    const follow = () => {
      const dialog = topmostDialog();
      if (dialog === current?.dialog && current.slot.isConnected) return;
      current?.slot.remove();
      current = null;
      if (dialog) {
        const made = document.createElement('div');
        made.className = 'toast-dialog-slot';
        dialog.prepend(made);
        current = { dialog, slot: made };
      }
      setSlot(current?.slot ?? null);
    };
    follow();
    const observer = new MutationObserver(follow);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
      current?.slot.remove();
    };
  }, []);

  return slot;
}
