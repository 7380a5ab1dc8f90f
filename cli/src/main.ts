import 'reflect-metadata';
import { explain } from './context';
import { createProgram } from './program';

createProgram()
  .parseAsync(process.argv)
  .then(() => process.exit(0))
  .catch((error: unknown) => {
    const message = explain(error);
    console.error(message ? `Error: ${message}` : error);
    process.exit(1);
  });
