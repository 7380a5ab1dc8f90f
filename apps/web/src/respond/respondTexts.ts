/** Same limits as the server's (docs/decisions/0017-answer-pages.md). */
export const RESPOND_LIMITS = {
  maxStoryLength: 30_000,
  maxRecordingSeconds: 30 * 60,
} as const;
