// Whether the receiving server vouches for a reply's From address, read from its
// Authentication-Results header (RFC 8601) with DMARC's alignment rules (RFC 7489 §3.1).

export interface AuthResult {
  method: string;
  result: string;
  /** "ptype.property" (lower-cased, e.g. "header.d", "smtp.mailfrom") to its value. */
  props: Record<string, string>;
}

export interface AuthenticationResults {
  authservId: string;
  results: AuthResult[];
}

/** Splits at the `;` that are neither in a quoted string nor in a (nested) comment. */
function splitResinfo(value: string): string[] {
  const parts: string[] = [];
  let current = '';
  let quoted = false;
  let depth = 0;
  for (let i = 0; i < value.length; i++) {
    const c = value[i];
    if ((quoted || depth > 0) && c === '\\') {
      current += depth > 0 ? ' ' : c + (value[i + 1] ?? '');
      i++;
    } else if (quoted) {
      current += c;
      if (c === '"') quoted = false;
    } else if (c === '(') {
      depth++;
      current += ' ';
    } else if (depth > 0) {
      if (c === ')') depth--;
      current += ' ';
    } else if (c === '"') {
      quoted = true;
      current += c;
    } else if (c === ';') {
      parts.push(current.trim());
      current = '';
    } else current += c;
  }
  if (quoted || depth > 0) return [];
  parts.push(current.trim());
  return parts;
}

const unfold = (value: string) => value.replace(/\r?\n(?=[ \t])/g, '');
const unquote = (v: string) => (v.startsWith('"') ? v.slice(1, -1).replace(/\\(.)/g, '$1') : v);
const VALUE = String.raw`"(?:[^"\\]|\\.)*"|[^\s"]+`;
const AUTHSERV = new RegExp(String.raw`^(${VALUE})(?:\s+(\d+))?$`);
const METHOD = /^([a-z0-9_.-]+)\s*(?:\/\s*\d+\s*)?=\s*([a-z0-9_-]+)(?=\s|$)/i;
/** A property ("header.d=example.com"), or any other word, which is passed over ("action=none", "reason=…"). */
const WORD = new RegExp(
  String.raw`\s*(?:([a-z0-9_-]+)\s*\.\s*([a-z0-9_-]+)\s*=\s*(${VALUE})?|[a-z0-9_-]+\s*=\s*(?:${VALUE})?|\S+)`,
  'giy',
);

function parseResult(text: string): AuthResult | null {
  const method = METHOD.exec(text);
  if (!method) return null;
  const result: AuthResult = { method: method[1].toLowerCase(), result: method[2].toLowerCase(), props: {} };
  const rest = text.slice(method[0].length);
  for (const word of rest.matchAll(WORD))
    if (word[1] !== undefined) result.props[`${word[1]}.${word[2]}`.toLowerCase()] ??= unquote(word[3] ?? '');
  return result;
}

/**
 * One Authentication-Results header's value (unfolded or not), or null when it cannot be read
 * or is of a version other than 1. Results that cannot be read are left out.
 */
export function parseAuthenticationResults(value: string): AuthenticationResults | null {
  const [head, ...resinfo] = splitResinfo(unfold(value));
  const id = head ? AUTHSERV.exec(head) : null;
  if (!id || (id[2] !== undefined && id[2] !== '1')) return null;
  const results = resinfo
    .filter((r) => r !== '' && r.toLowerCase() !== 'none')
    .map(parseResult)
    .filter((r): r is AuthResult => r !== null);
  return { authservId: unquote(id[1]).toLowerCase(), results };
}

/** The first word of a header's value, comments left out, whether or not the rest can be read. */
function authservIdOf(value: string): string {
  const head = splitResinfo(unfold(value))[0] ?? value;
  return unquote(/^\s*("(?:[^"\\]|\\.)*"|[^\s;"]*)/.exec(head)![1]).toLowerCase();
}

const domainOf = (address: string) =>
  address
    .slice(address.lastIndexOf('@') + 1)
    .toLowerCase()
    .replace(/\.$/, '');

/**
 * DMARC's relaxed alignment, the safe half of it: the authenticated domain is the From domain
 * or a parent of it (whoever controls example.com's DNS controls mail.example.com's). A child
 * of the From domain is not taken, which needs no public-suffix list.
 */
function aligned(authenticated: string | undefined, fromDomain: string): boolean {
  if (!authenticated) return false;
  const domain = domainOf(authenticated);
  return domain.includes('.') && (fromDomain === domain || fromDomain.endsWith(`.${domain}`));
}

export type SenderCheck = { verified: true; by: 'dmarc' | 'dkim' | 'spf' } | { verified: false; reason: string };

/**
 * Whether the receiving server vouches for `from`: DMARC pass for its domain, or DKIM pass
 * with an aligned signing domain, or SPF pass with an aligned envelope sender. Only the
 * topmost header of one of `authservIds` is read: a server adds its header above the ones
 * the message arrived with, so a sender's forgery of it sits below. Headers of other
 * authserv-ids are the sender's (or another hop's) word, and ignored.
 */
export function checkSender(headerValues: string[], from: string, authservIds: string[]): SenderCheck {
  const ids = authservIds.map((id) => id.toLowerCase());
  // Found by its first word alone, so that one of ours we cannot read is not passed over for a
  // readable forgery below it.
  const value = headerValues.find((v) => ids.includes(authservIdOf(v)));
  if (value === undefined)
    return { verified: false, reason: `no Authentication-Results from ${authservIds.join(' or ')}` };
  const ours = parseAuthenticationResults(value);
  if (!ours) return { verified: false, reason: 'its Authentication-Results could not be read' };
  const fromDomain = domainOf(from);
  const passed = (method: string) => ours.results.filter((r) => r.method === method && r.result === 'pass');
  if (passed('dmarc').some((r) => domainOf(r.props['header.from'] ?? '') === fromDomain))
    return { verified: true, by: 'dmarc' };
  if (passed('dkim').some((r) => aligned(r.props['header.d'], fromDomain) || aligned(r.props['header.i'], fromDomain)))
    return { verified: true, by: 'dkim' };
  if (passed('spf').some((r) => aligned(r.props['smtp.mailfrom'], fromDomain))) return { verified: true, by: 'spf' };
  const found = ours.results.map((r) => `${r.method}=${r.result}`).join(' ') || 'no results';
  return { verified: false, reason: `${ours.authservId} found ${found}, none of it a pass for ${fromDomain}` };
}
