import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BillingView, PlanType } from '@storyvault/contracts';
import { billingCalls } from './billingCalls';

export const BILLING_KEY = ['billing'] as const;

/** The subscription as the server sees it, and the changes; each answer is the new state. */
export function useBilling() {
  const queryClient = useQueryClient();
  const billing = useQuery({ queryKey: BILLING_KEY, queryFn: ({ signal }) => billingCalls.get(signal) });
  const settle = (view: BillingView) => queryClient.setQueryData(BILLING_KEY, view);
  const cancel = useMutation({ mutationFn: billingCalls.cancel, onSuccess: settle });
  const resume = useMutation({ mutationFn: billingCalls.resume, onSuccess: settle });
  const switchPlan = useMutation({ mutationFn: (plan: PlanType) => billingCalls.switchPlan(plan), onSuccess: settle });
  const refund = useMutation({ mutationFn: billingCalls.refund, onSuccess: settle });
  const portal = useMutation({ mutationFn: billingCalls.portal });
  return { billing, cancel, resume, switchPlan, refund, portal };
}

export function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
}

export function formatMoney(cents: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);
}
