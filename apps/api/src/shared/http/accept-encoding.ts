/** The content codings the web app's build writes beside a file (.br, .gz). */
export type ContentCoding = 'br' | 'gzip';

/** Each coding listed in an Accept-Encoding header with its weight (q), names in lower case. */
function weights(header: string): Map<string, number> {
  const listed = new Map<string, number>();
  for (const part of header.split(',')) {
    const [rawName, ...params] = part.split(';').map((piece) => piece.trim());
    // x-gzip is the old name of gzip, still to be read as gzip (RFC 9110 §8.4.1.3).
    const name = rawName.toLowerCase() === 'x-gzip' ? 'gzip' : rawName.toLowerCase();
    if (!name) continue;
    let weight = 1;
    const q = params.find((param) => /^q\s*=/i.test(param));
    if (q !== undefined) {
      const value = q.replace(/^q\s*=\s*/i, '');
      // A weight that is not a number says nothing we could follow: the entry is left out.
      if (!/^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(value)) continue;
      weight = Number(value);
    }
    listed.set(name, Math.max(weight, listed.get(name) ?? 0));
  }
  return listed;
}

/**
 * The coding to answer with, of those `available` (most preferred first when the client likes
 * them equally: brotli before gzip), by the request's Accept-Encoding header (RFC 9110 §12.5.3);
 * undefined for the file as it is. No header at all is taken as "identity only", as every client
 * reads that. A coding with q=0 is refused, `*` stands for every coding not named, and the file
 * as it is wins only when the client names it with a higher weight than any coding we have.
 * When nothing acceptable is available (`identity;q=0` with only codings we lack), the file as it
 * is goes out: a readable answer is of more use than a 406.
 */
export function chooseEncoding(
  header: string | undefined,
  available: readonly ContentCoding[],
): ContentCoding | undefined {
  if (header === undefined) return undefined;
  const listed = weights(header);
  const weightOf = (coding: string): number | undefined => listed.get(coding) ?? listed.get('*');
  let best: ContentCoding | undefined;
  let bestWeight = 0;
  for (const coding of available) {
    const weight = weightOf(coding) ?? 0;
    if (weight > bestWeight) {
      best = coding;
      bestWeight = weight;
    }
  }
  // identity unnamed (and no `*`) is acceptable but the least preferred: it never beats a coding.
  const identity = weightOf('identity') ?? 0;
  return best !== undefined && identity > bestWeight ? undefined : best;
}
