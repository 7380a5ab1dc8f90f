import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { NEWSLETTER_TEXT, subscribeToNewsletter, type NewsletterOutcome } from './subscribeToNewsletter';

/** docs/product.md §9: how long the thank-you stays before the form comes back. */
export const NEWSLETTER_SUCCESS_MS = 5000;

type Status = 'idle' | 'submitting' | 'success';

/**
 * docs/product.md §4: idle -> submitting ('Subscribing...', input disabled) -> success (the form makes
 * way for a thank-you for 5 seconds, the input cleared) or an error beneath the form.
 */
export function NewsletterForm({
  subscribe = subscribeToNewsletter,
}: {
  subscribe?: (email: string) => Promise<NewsletterOutcome>;
}) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<Status>('idle');
  const [error, setError] = useState<string | null>(null);
  // False in the prerendered HTML: until the page is hydrated, a click would submit the form
  // natively (a GET with the address in the URL) instead of sending it here.
  const [hydrated, setHydrated] = useState(false);
  const mounted = useRef(true);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    mounted.current = true;
    setHydrated(true);
    return () => {
      mounted.current = false;
      clearTimeout(timer.current);
    };
  }, []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = email.trim();
    if (!trimmed || status === 'submitting') return;
    setError(null);
    setStatus('submitting');
    const outcome = await subscribe(trimmed);
    if (!mounted.current) return;
    if (outcome.ok) {
      setEmail('');
      setStatus('success');
      timer.current = setTimeout(() => setStatus('idle'), NEWSLETTER_SUCCESS_MS);
    } else {
      setStatus('idle');
      setError(outcome.message);
    }
  };

  const submitting = status === 'submitting';
  return (
    <div className="newsletter">
      {status !== 'success' && (
        <form className="newsletter__form" onSubmit={onSubmit} aria-describedby={error ? `${id}-error` : undefined}>
          <label htmlFor={`${id}-email`} className="field__label">
            Your email address
          </label>
          <div className="newsletter__row">
            <input
              id={`${id}-email`}
              type="email"
              name="email"
              autoComplete="email"
              required
              className="field__input"
              value={email}
              disabled={submitting}
              onChange={(e) => setEmail(e.target.value)}
            />
            <button type="submit" className="button button--primary" disabled={submitting || !hydrated}>
              {submitting ? 'Subscribing...' : 'Subscribe'}
            </button>
          </div>
        </form>
      )}
      {/* Always present, so screen readers announce the thank-you when it appears. */}
      <div role="status" className="newsletter__status">
        {status === 'success' && <p className="form-message form-message--success">{NEWSLETTER_TEXT.success}</p>}
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="form-message form-message--error">
          {error}
        </p>
      )}
    </div>
  );
}
