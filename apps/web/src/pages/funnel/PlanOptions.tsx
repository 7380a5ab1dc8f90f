import { useId } from 'react';
import type { PlanType } from '@storyvault/contracts';
import { PLAN_FEATURES, PLAN_OPTIONS } from './plans';

/**
 * The two selectable plan cards. Each card is the label of a radio button, so the choice works
 * with arrow keys and reads as one group of two options.
 */
export function PlanOptions({
  value,
  onChange,
  disabled,
}: {
  value: PlanType;
  onChange: (plan: PlanType) => void;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <fieldset className="plan-options" disabled={disabled}>
      <legend className="visually-hidden">Choose a plan</legend>
      {PLAN_OPTIONS.map((plan) => {
        const selected = plan.type === value;
        const inputId = `${id}-${plan.type}`;
        return (
          <div key={plan.type} className={selected ? 'plan-card plan-card--selected' : 'plan-card'}>
            <input
              id={inputId}
              type="radio"
              name={`${id}-plan`}
              value={plan.type}
              checked={selected}
              onChange={() => onChange(plan.type)}
              className="plan-card__radio"
              aria-describedby={`${inputId}-details`}
            />
            <label htmlFor={inputId} className="plan-card__label">
              <span className="plan-card__header">
                <span className="plan-card__name">{plan.name}</span>
                {plan.badge && <span className="plan-card__badge">{plan.badge}</span>}
              </span>
              <span className="plan-card__price">{plan.price}</span>
            </label>
            <div id={`${inputId}-details`} className="plan-card__details">
              <p className="plan-card__note">{plan.note}</p>
              <ul className="plan-card__features">
                {PLAN_FEATURES.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
            </div>
          </div>
        );
      })}
    </fieldset>
  );
}
