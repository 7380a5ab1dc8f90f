/** What the CLI prints, shared by the commands. */

export { printJson } from './output';

/** 2026-04-06 09:00 UTC, or the given word when there is no date. */
export function when(date: Date | null, none = 'never'): string {
  return date ? `${date.toISOString().replace('T', ' ').slice(0, 16)} UTC` : none;
}

/** How long ago, roughly: "just now", "5 min ago", "3 h ago", "2 days ago". */
export function ago(date: Date, now: Date = new Date()): string {
  const minutes = Math.floor((now.getTime() - date.getTime()) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 120) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h ago`;
  return `${Math.floor(hours / 24)} days ago`;
}

/** A connection URL fit to show: its password replaced by ***. */
export function withoutPassword(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

/** A file's size as people read it: "812 bytes", "45 kB", "3.2 MB" (1 kB = 1024 bytes, as before). */
export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} kB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
