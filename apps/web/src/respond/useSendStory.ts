import { useCallback, useEffect, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../api/client';

/** How often a story waiting for the connection is tried again (also at once when the browser is back online). */
export const RETRY_EVERY_MS = 5_000;
/** After this long without an answer the page says it is still sending (and that nothing is lost). */
export const SLOW_AFTER_MS = 8_000;

/** A failure of the connection (no answer from the server at all), as opposed to the server refusing the story. */
const isConnectionError = (error: unknown) => !(error instanceof ApiError);

/**
 * Sends a story (written or recorded) with `send`, one send at a time; when the connection is down,
 * keeps it and sends it again by itself (every few seconds, and as soon as the browser is back
 * online) until the server has it. Every try carries the same story (its send id too), which the
 * server keeps once.
 */
export function useSendStory<T>({
  send,
  onSaved,
  onRefused,
}: {
  send: (story: T) => Promise<unknown>;
  onSaved: () => void;
  /** The server refused it (the page says so in its own words, from `save.error`). */
  onRefused?: (error: unknown) => void;
}) {
  const [waiting, setWaiting] = useState(false);
  const [slow, setSlow] = useState(false);
  // Whether a send is on its way, known at once: a retry (the browser back online, the timer) may
  // come before React has drawn the last send's pending state, and must not send a second time.
  const sending = useRef(false);
  const save = useMutation({
    mutationFn: async (story: T) => {
      try {
        return await send(story);
      } finally {
        sending.current = false;
      }
    },
    // Always try: offline, react-query would pause the mutation silently ("Saving..." for ever); the
    // failure tells the senior, and the retries below send it.
    networkMode: 'always',
    onSuccess: () => {
      setWaiting(false);
      onSaved();
    },
    onError: (error) => {
      if (isConnectionError(error)) setWaiting(true);
      else {
        setWaiting(false);
        onRefused?.(error);
      }
    },
  });
  const { mutate, isPending, variables } = save;
  const latest = useRef({ mutate, isPending, variables });
  latest.current = { mutate, isPending, variables };

  /** Sends the story, unless a send is on its way (a second press, a retry). */
  const start = useCallback((story: T) => {
    if (latest.current.isPending || sending.current) return;
    sending.current = true;
    latest.current.mutate(story);
  }, []);
  const retry = useCallback(() => {
    const { variables: story } = latest.current;
    if (story) start(story);
  }, [start]);

  useEffect(() => {
    if (!waiting) return;
    const timer = window.setInterval(() => {
      if (navigator.onLine !== false) retry();
    }, RETRY_EVERY_MS);
    window.addEventListener('online', retry);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('online', retry);
    };
  }, [waiting, retry]);

  useEffect(() => {
    setSlow(false);
    if (!isPending) return;
    const timer = window.setTimeout(() => setSlow(true), SLOW_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [isPending]);

  return { save, send: start, waiting, slow: slow && isPending && !waiting };
}
