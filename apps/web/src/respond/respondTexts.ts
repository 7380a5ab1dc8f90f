/** The answer pages' words (docs/product.md §2, §5, §8), and the few of our own where it shows none. */
export const RespondText = {
  loading: 'Loading your question...',
  loadFailed: 'We could not load your question. Please check your internet connection and try again.',
  emptyStory: 'Please write your story before submitting.',
  saveFailed: 'Error saving your story. Please try again.',
  uploadFailed: 'Error uploading your story. Please try again.',
  offline:
    'Your internet connection is down. You can keep writing: your story is kept on this device and will be sent once the connection is back.',
  offlineWaiting:
    'Your internet connection is down. Your story is kept safe on this device and will be sent by itself as soon as the connection is back.',
  stillSending: 'Still sending your story... It is kept on this device, so nothing is lost.',
  draftRestored: 'We kept the story you started writing. You can go on where you left off.',
  /** A story she sent that had not reached us when the page was closed, shown again on reopening. */
  notSentYet: 'This story was not sent yet.',
  skipDone: 'Done. You already asked for a different question for this one. Nothing more to do.',
  skipAnswered: 'You have already answered this question. Thank you! The next one will come as usual.',
} as const;

/** Whose email the story goes to, by first name; "your family" when the server did not say. */
function whose(ownerFirstName: string | undefined): { name: string; possessive: string } {
  const name = ownerFirstName?.trim();
  return name ? { name, possessive: `${name}'s` } : { name: 'your family', possessive: "your family's" };
}

/** The one thing on the page once a story is sent. */
export function storySentThanks(ownerFirstName?: string): string {
  return `Thank you — ${whose(ownerFirstName).name} will get your story. You can close this page now.`;
}

/** A link that does not open a question: what to do instead, without alarm. */
export function linkGone(ownerFirstName?: string): string {
  return `This link no longer works. Just reply to ${whose(ownerFirstName).possessive} email with your story.`;
}

/** Same limits as the server's (docs/decisions/0017-answer-pages.md). */
export const RESPOND_LIMITS = {
  maxStoryLength: 30_000,
  maxRecordingSeconds: 30 * 60,
} as const;

export function storyTooLong(maxLength: number): string {
  return `Your story is longer than ${maxLength.toLocaleString('en-US')} characters. Please shorten it and submit again.`;
}
