/** GET /api/listen/{token}: a voice story of the printed book, opened from its QR code (no sign-in). */
export interface ListenStoryView {
  /** The story's title, or the question when it has none. */
  title: string;
  question: string;
  text: string;
  /** "Mom" */
  seniorName: string;
  /** Where the original recording plays from (HTTP Range supported). */
  audioUrl: string;
}

/** POST /api/vaults/{id}/exports/{exportId}/revoke-links */
export interface RevokeListenLinksResponse {
  /** How many of the book's links stopped working now (those revoked before are not counted). */
  revoked: number;
}
