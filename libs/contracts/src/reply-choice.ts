/**
 * GET /api/choice/{token}, and the answer to POST /api/choice/{token}: a short reply of the
 * senior's that may be a command but is not clearly one, and her two choices (no sign-in: the
 * token is the key). Every text is in her language.
 */
export interface ReplyChoiceView {
  /** en, de, es, fr or nl: the page's language. */
  language: string;
  /** What she wrote. */
  replyText: string;
  /** null until she chooses (or 7 days pass: then `story`, decided by `timeout`). */
  decision: 'command' | 'story' | null;
  decidedBy: 'senior' | 'timeout' | null;
  words: {
    heading: string;
    youWrote: string;
    /** The command in words: "Pause my questions until 1 March". */
    commandLabel: string;
    /** "Keep my message as a story" */
    storyLabel: string;
    /** What the page says once she chose, or when she opens it again. */
    doneCommand: string;
    doneStory: string;
    chosenCommand: string;
    chosenStory: string;
    keptAfterWait: string;
  };
}

/** POST /api/choice/{token} */
export interface ChooseReplyRequest {
  choice: 'command' | 'story';
}
