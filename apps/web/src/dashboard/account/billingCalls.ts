import type { BillingPortalResponse, BillingView, PlanType } from '@storyvault/contracts';
import { httpClient } from '../providers/httpClient';

/** The account page's billing calls: the signed-in user's own subscription, under /api/billing. */
export const billingCalls = {
  get: async (signal?: AbortSignal): Promise<BillingView> =>
    (await httpClient('/api/billing', { signal })).json as BillingView,
  cancel: async (): Promise<BillingView> =>
    (await httpClient('/api/billing/cancel', { method: 'POST' })).json as BillingView,
  resume: async (): Promise<BillingView> =>
    (await httpClient('/api/billing/resume', { method: 'POST' })).json as BillingView,
  switchPlan: async (plan: PlanType): Promise<BillingView> =>
    (await httpClient('/api/billing/switch', { method: 'POST', body: JSON.stringify({ plan }) })).json as BillingView,
  portal: async (): Promise<string> =>
    ((await httpClient('/api/billing/portal', { method: 'POST' })).json as BillingPortalResponse).url,
  refund: async (): Promise<BillingView> =>
    (await httpClient('/api/billing/refund', { method: 'POST' })).json as BillingView,
};
