import { Suspense, lazy, useState, type ComponentType } from 'react';

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

/** A dialog whose code loads (a chunk of its own), and whose component mounts, the first time it opens. */
export function lazyDialog<P extends { open: boolean }>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Loaded = lazy(async () => ({ default: await load() }));
  function LazyDialog(props: P) {
    const opened = useOpenedOnce(props.open);
    if (!opened) return null;
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return LazyDialog;
}
