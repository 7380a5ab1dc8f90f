/** The answer pages' words (SPEC.md §2, §5, §8), and the few of our own where it shows none. */
export const RespondText = {
  loading: 'Loading your question...',
  invalidLink: 'Invalid link. Please check your email or SMS for the correct link.',
  loadFailed: 'We could not load your question. Please check your internet connection and try again.',
  emptyStory: 'Please write your story before submitting.',
  saveFailed: 'Error saving your story. Please try again.',
  submissionFailed: 'Submission Failed',
  storySaved: 'Story Saved!',
  writtenStorySaved: "Your written story has been saved to your family's story collection.",
  voiceStorySaved: "Your voice story has been saved to your family's story collection.",
  microphoneToast: 'Microphone Error',
  microphoneToastDescription: 'Please allow microphone access to record your story.',
  uploadFailed: 'Error uploading your story. Please try again.',
  uploadToast: 'Upload Failed',
  uploadToastDescription: 'Please try recording and submitting again.',
  tryAgain: 'Please try again.',
  /** The server's words for an expired link (410 LINK_EXPIRED), should its answer carry none. */
  linkExpired:
    'This link is more than 90 days old, so it no longer works. Your family can still hear from you: reply to the email this question came in and write your story there, or ask your family to send you a new question.',
  offline:
    'Your internet connection is down. You can keep writing: your story is kept on this device and will be sent once the connection is back.',
  offlineWaiting:
    'Your internet connection is down. Your story is kept safe on this device and will be sent by itself as soon as the connection is back.',
  stillSending: 'Still sending your story... It is kept on this device, so nothing is lost.',
  draftRestored: 'We kept the story you started writing. You can go on where you left off.',
} as const;

/** Same limits as the server's (docs/decisions.md, "Answer pages"). */
export const RESPOND_LIMITS = {
  maxStoryLength: 30_000,
  maxRecordingSeconds: 30 * 60,
} as const;

export function storyTooLong(maxLength: number): string {
  return `Your story is longer than ${maxLength.toLocaleString('en-US')} characters. Please shorten it and submit again.`;
}
