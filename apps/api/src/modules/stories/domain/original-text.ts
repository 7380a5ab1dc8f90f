// A reply quotes the question email, and with it the senior's answer links and the
// stories+TOKEN@ address: whoever reads those can answer, skip or stop as the senior. Wherever
// the original is shown, they are masked (docs/decisions/0074-original-email-is-the-owners.md).

export const MASKED_ANSWER_LINK = '[answer link removed]';
export const MASKED_LINK = '[link removed]';

/** Characters that end a link in running text, in angle brackets, quotes or HTML. */
const LINK_CHARS = String.raw`[^\s<>"'()\[\]{}|\\^\x60]`;
/** A link with a `token=` query parameter (plain or `&amp;`), or a `/listen/<token>` path. */
const TOKEN_LINK = new RegExp(
  String.raw`(?:https?://)?${LINK_CHARS}*?(?:[?&;]token=${LINK_CHARS}+|/listen/[A-Za-z0-9_-]{16,}${LINK_CHARS}*)`,
  'giu',
);
/**
 * What every tokened link holds, looked for with the same flags (any case, Unicode). Most
 * originals hold none, and finding that is far cheaper than trying TOKEN_LINK at every
 * character; an original of a page of search results is masked once a story.
 */
const TOKEN_LINK_MARK = /token=|\/listen\//iu;
/** The reply address's sub-address (`stories+TOKEN@`): long enough to be a token, not a tag like +news. */
const TOKEN_ADDRESS = /([A-Za-z0-9._%-]+)\+[A-Za-z0-9_-]{16,}(?=@[A-Za-z0-9-])/gu;

/**
 * The original with its tokened links and reply addresses masked: the answer pages'
 * (`/respond/write`, `/respond/record`, `/respond/skip`) become "[answer link removed]", any
 * other link carrying a token (join, unsubscribe, listen) "[link removed]", and
 * `stories+TOKEN@example.com` becomes `stories+…@example.com`. The rest is left as it arrived.
 */
export function maskOriginal(text: string): string {
  const unlinked = TOKEN_LINK_MARK.test(text)
    ? text.replace(TOKEN_LINK, (link) => {
        // A sentence's full stop after a link is the sentence's.
        const end = /[.,;:!?]+$/u.exec(link)?.[0] ?? '';
        return (/\/respond\//iu.test(link) ? MASKED_ANSWER_LINK : MASKED_LINK) + end;
      })
    : text;
  // A reply address has a + before its token.
  return unlinked.includes('+') ? unlinked.replace(TOKEN_ADDRESS, '$1+…') : unlinked;
}
