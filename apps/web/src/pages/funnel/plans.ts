import { LIBRARY_CLAIM } from '@storyvault/contracts';
import { ANNUAL_SAVING_PERCENT, PLANS, STORYTELLERS_PER_PLAN, type PlanType } from '@storyvault/contracts';

/** docs/product.md §2: both plans list the same six features. */
export const PLAN_FEATURES = [
  'Unlimited story questions, one a week by email',
  `Access to ${LIBRARY_CLAIM}+ questions across 9 categories`,
  'Your own custom questions',
  'A private family story collection',
  'Every story stored forever',
  `Up to ${STORYTELLERS_PER_PLAN} storytellers, each with their own vault, at no extra cost`,
];

export interface PlanOption {
  type: PlanType;
  name: string;
  price: string;
  note: string;
  badge?: string;
}

export const PLAN_OPTIONS: PlanOption[] = [
  {
    type: 'annual',
    name: 'Annual Plan',
    price: PLANS.annual.label,
    note: `Save ${ANNUAL_SAVING_PERCENT}% compared to monthly`,
    badge: 'BEST VALUE',
  },
  { type: 'monthly', name: 'Monthly Plan', price: PLANS.monthly.label, note: 'Flexible monthly billing' },
];

/** docs/product.md §9: annual is selected by default. */
export const DEFAULT_PLAN: PlanType = 'annual';
