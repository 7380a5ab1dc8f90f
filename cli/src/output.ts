/**
 * Everything the CLI prints goes through here. Text from outside (an email's subject, a sender, a
 * senior's name) may carry terminal escape sequences or bidi overrides; they are removed so nothing
 * printed can move the cursor, retitle the terminal or disguise itself. Line breaks and tabs stay.
 */

// C0 controls but tab and newline, DEL, C1 controls, and the Unicode bidi embeddings/overrides/isolates.
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
// A whole escape sequence (CSI … final byte, OSC … BEL/ST), so its parameters do not stay behind as text.
// eslint-disable-next-line no-control-regex
const SEQUENCE = /\u001b\[[0-?]*[ -/]*[@-~]|\u009b[0-?]*[ -/]*[@-~]|\u001b\][^\u0007\u001b]*(?:\u0007|\u001b\\)?/g;

/** The text fit for a terminal: escape sequences and control characters removed. */
export function safeText(text: string): string {
  return text.replace(SEQUENCE, '').replace(UNSAFE, '');
}

/** One line (or several) on stdout. */
export function say(text = ''): void {
  process.stdout.write(safeText(text) + '\n');
}

/** One line on stderr (errors and warnings). */
export function warn(text: string): void {
  process.stderr.write(safeText(text) + '\n');
}

/** JSON for scripts, on stdout: dates as ISO strings; JSON escapes control characters itself. */
export function printJson(value: unknown): void {
  process.stdout.write(JSON.stringify(value, null, 2) + '\n');
}
