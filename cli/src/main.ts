import 'reflect-metadata';
import { explain } from './context';
import { warn } from './output';
import { createProgram } from './program';

createProgram()
  .parseAsync(process.argv)
  // Without an argument exit() keeps the exit code a command set (a failed send, a failed check).
  .then(() => process.exit())
  .catch((error: unknown) => {
    const message = explain(error);
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
