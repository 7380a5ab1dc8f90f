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
