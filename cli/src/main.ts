import './compile-cache';
import 'reflect-metadata';
import { CliError } from './cli-error';
import { warn } from './output';
import { createProgram } from './program';

createProgram()
  .parseAsync(process.argv)
  // Without an argument exit() keeps the exit code a command set (a failed send, a failed check).
  .then(() => process.exit())
  .catch(async (error: unknown) => {
    // The application's errors are known by loading it: done here, only for an error that is not the CLI's own.
    const message = error instanceof CliError ? error.message : (await import('./context')).explain(error);
    if (message) warn(`Error: ${message}`);
    else {
      // A bug or an outage: one line to act on; the whole trace only when asked for.
      const detail = error instanceof Error ? error.message.split('\n')[0] : String(error);
      warn(`Error: ${detail}`);
      if (process.env.LOG_LEVEL === 'debug') warn(error instanceof Error ? (error.stack ?? detail) : detail);
      else warn('(LOG_LEVEL=debug shows the details.)');
    }
    process.exit(1);
  });
