import { useCallback, useState } from 'react';

const draftKey = (token: string) => `storyvault.draft.${token}`;

// localStorage can throw (storage disabled, private modes, quota): the draft then lives in the page only.
function read(token: string): string {
  try {
    return window.localStorage.getItem(draftKey(token)) ?? '';
  } catch {
    return '';
  }
}

function write(token: string, text: string): void {
  try {
    if (text.trim()) window.localStorage.setItem(draftKey(token), text);
    else window.localStorage.removeItem(draftKey(token));
  } catch {
    // Kept in the page, as before.
  }
}

/**
 * The story being written, kept on this device (per link) until it has been sent, so that a lost
 * connection, a closed tab or a flat battery does not lose it.
 */
export function useStoryDraft(token: string) {
  const [text, setTextState] = useState(() => read(token));
  const [restored] = useState(() => read(token).trim() !== '');
  const setText = useCallback(
    (value: string) => {
      setTextState(value);
      write(token, value);
    },
    [token],
  );
  const forget = useCallback(() => write(token, ''), [token]);
  return { text, setText, forget, restored };
}
