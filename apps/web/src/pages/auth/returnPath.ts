const PROBE_ORIGIN = 'https://same-site.invalid';

/** Browsers drop tabs and newlines from a URL and read a backslash as a slash: any of them can hide a '//'. */
const isHiding = (character: string) => character.charCodeAt(0) < 0x20 || character === '\\';

/**
 * Where sign-in returns to (/signin?next=…): a path on this site only. Anything that could leave
 * it (//other.site, /\other.site, https://…, a tab or newline hiding one) is refused, so a link
 * cannot use the sign-in page to send someone elsewhere.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || [...value].some(isHiding)) return null;
  try {
    const url = new URL(value, PROBE_ORIGIN);
    if (url.origin !== PROBE_ORIGIN) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

/** The sign-in page's address that comes back to `path` afterwards. */
export const signInReturningTo = (path: string): string => `/signin?next=${encodeURIComponent(path)}`;
