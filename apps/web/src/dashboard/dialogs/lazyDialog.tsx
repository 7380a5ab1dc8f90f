import { useEffect, useState, type ComponentType } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent } from '@mui/material';
import { useT } from '../../i18n/LanguageContext';

/**
 * True from the first time `open` is true. A closed MUI dialog renders nothing, yet each one
 * mounted still costs its hooks and styles on the dashboard's first render: every story card had
 * four, so a page of twenty cards rendered eighty closed dialogs before anything showed. Mounted
 * once opened, and kept mounted after, a dialog still closes with its transition and keeps its state.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  // Set while rendering (React's pattern for state derived from props): no extra commit first.
  if (open && !opened) setOpened(true);
  return opened || open;
}

/**
 * A dialog whose code loads (a chunk of its own), and whose component mounts, the first time it
 * opens. A chunk that cannot be fetched (the connection dropped; a new release replaced the
 * files) is said in a dialog of its own, and the next opening tries again: the rest of the
 * dashboard stays as it was.
 */
export function lazyDialog<P extends { open: boolean; onClose: () => void }>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  let Loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  function LazyDialog(props: P) {
    const opened = useOpenedOnce(props.open);
    // Turns over once the code has come, so this dialog renders it.
    const [, setLoads] = useState(0);
    const [failed, setFailed] = useState(false);
    // An opening after a failure tries again.
    if (failed && !props.open) setFailed(false);
    useEffect(() => {
      if (!opened || Loaded || failed || !props.open) return;
      let live = true;
      loading ??= load();
      loading.then(
        (component) => {
          Loaded = component;
          if (live) setLoads((n) => n + 1);
        },
        () => {
          loading = undefined;
          if (live) setFailed(true);
        },
      );
      return () => {
        live = false;
      };
    }, [opened, failed, props.open]);
    if (Loaded) return <Loaded {...props} />;
    return failed ? <LoadFailed open={props.open} onClose={props.onClose} /> : null;
  }
  return LazyDialog;
}

function LoadFailed({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="dialog-load-failed">
      <DialogContent>
        <Alert severity="error" id="dialog-load-failed">
          {t('dashboard.dialog.loadFailed')}
        </Alert>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('dashboard.common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
