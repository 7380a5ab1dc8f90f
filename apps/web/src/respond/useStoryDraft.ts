import { useCallback, useState } from 'react';
import { isSendId, newSendId } from './sendId';

const draftKey = (token: string) => `storyvault.draft.${token}`;
/**
 * Set when she pressed Submit: a draft kept with it was sent by her, not only being written. It
 * holds the page's id for that story, sent with every try of it (so it is kept once); a change to
 * the text makes it another story, with an id of its own when sent.
 */
const pendingKey = (token: string) => `storyvault.pending.${token}`;

// localStorage can throw (storage disabled, private modes, quota): the draft then lives in the page only.
function read(key: string): string {
  try {
    return window.localStorage.getItem(key) ?? '';
  } catch {
    return '';
  }
}

function write(key: string, text: string): void {
  try {
    if (text.trim()) window.localStorage.setItem(key, text);
    else window.localStorage.removeItem(key);
  } catch {
    // Kept in the page, as before.
  }
}

/**
 * The story being written, kept on this device (per link) until it has been sent, so that a lost
 * connection, a closed tab or a flat battery does not lose it. `unsent` says, on reopening, that
 * she had pressed Submit and the story had not arrived yet.
 */
export function useStoryDraft(token: string) {
  const [text, setTextState] = useState(() => read(draftKey(token)));
  const [restored] = useState(() => read(draftKey(token)).trim() !== '');
  const [unsent] = useState(() => restored && read(pendingKey(token)) !== '');
  const setText = useCallback(
    (value: string) => {
      setTextState(value);
      write(draftKey(token), value);
      write(pendingKey(token), '');
    },
    [token],
  );
  /** She pressed Submit: the story's id for the server, the one it had when sent before. */
  const markSending = useCallback((): string => {
    const pending = read(pendingKey(token));
    const sendId = isSendId(pending) ? pending : newSendId();
    write(pendingKey(token), sendId);
    return sendId;
  }, [token]);
  const forget = useCallback(() => {
    write(draftKey(token), '');
    write(pendingKey(token), '');
  }, [token]);
  return { text, setText, forget, markSending, restored: restored && !unsent, unsent };
}
