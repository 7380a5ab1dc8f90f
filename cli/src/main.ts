import 'reflect-metadata';
import { explain } from './context';
import { createProgram } from './program';

createProgram()
  .parseAsync(process.argv)
  // Without an argument exit() keeps the exit code a command set (a failed send, a failed check).
  .then(() => process.exit())
  .catch((error: unknown) => {
    const message = explain(error);
    console.error(message ? `Error: ${message}` : error);
    process.exit(1);
  });
