/** The funnel's step indicator; `current` counts from 1. */
export function FunnelProgress({ steps, current }: { steps: string[]; current: number }) {
  return (
    <ol className="funnel-progress" aria-label="Progress">
      {steps.map((label, index) => {
        const step = index + 1;
        const state = step < current ? 'done' : step === current ? 'current' : 'upcoming';
        return (
          <li
            key={label}
            className={`funnel-progress__step funnel-progress__step--${state}`}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className="funnel-progress__number" aria-hidden="true">
              {state === 'done' ? '✓' : step}
            </span>
            <span className="funnel-progress__label">
              {label}
              {state === 'done' && <span className="visually-hidden"> (completed)</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

/** docs/product.md §2: the first page's labels, then the plan page's. */
export const GET_STARTED_STEPS = ['About you', 'Subscription', 'Begin stories'];
export const CHECKOUT_STEPS = ['Your Details', 'Choose Plan', 'Create Account'];
