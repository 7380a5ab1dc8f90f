/**
 * Waits for a state, never for a time: checks again every 50 ms until `check` gives a value, for
 * at most `ms`; then fails naming what it waited for (and `detail()`, e.g. a worker's output).
 */
export async function until<T>(
  what: string,
  check: () => Promise<T | null | false | undefined> | T | null | false | undefined,
  options: { ms?: number; detail?: () => string } = {},
): Promise<T> {
  const deadline = Date.now() + (options.ms ?? 90_000);
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline)
      throw new Error(`Gave up waiting until ${what}${options.detail ? `:\n${options.detail()}` : ''}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
