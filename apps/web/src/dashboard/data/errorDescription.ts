import { HttpError } from 'react-admin';

/** docs/product.md §8: a failure toast describes the server's message, or says 'Please try again'. */
export function errorDescription(error: unknown): string {
  if (error instanceof HttpError) {
    const message = (error.body as { message?: unknown } | undefined)?.message;
    if (typeof message === 'string' && message) return message;
  }
  return 'Please try again';
}
