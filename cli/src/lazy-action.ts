/**
 * A command's action whose code is loaded only when the command runs. The command table
 * (`program.ts` and every `*.command.ts`) imports nothing but commander and the option parsers,
 * so `--help`, `--version` and a refused option load no Nest, no TypeORM and no module of the
 * application; a command loads its own `*.action.ts` and, through it, only what it uses.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- commander passes arguments, options and the command
export function lazyAction<A extends any[]>(load: () => Promise<(...args: A) => Promise<void> | void>) {
  return async (...args: A): Promise<void> => {
    const run = await load();
    await run(...args);
  };
}
