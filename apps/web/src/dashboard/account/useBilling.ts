import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BillingView, Language, PlanType } from '@storyvault/contracts';
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

/** The person's locale for Intl: American English for English, as the product's prices are in dollars. */
const localeOf = (language: Language) => (language === 'en' ? 'en-US' : language);

/** "March 1, 2026" / "1. März 2026": a day in the reader's language. */
export function formatDate(iso: string, language: Language = 'en'): string {
  return new Date(iso).toLocaleDateString(localeOf(language), { month: 'long', day: 'numeric', year: 'numeric' });
}

/** "$59.00" / "59,00 $": an amount in cents, in the reader's language; `whole` drops ".00" from a round amount. */
export function formatMoney(cents: number, currency: string, language: Language = 'en', whole = false): string {
  return new Intl.NumberFormat(localeOf(language), {
    style: 'currency',
    currency: currency.toUpperCase(),
    ...(whole && cents % 100 === 0 ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}),
  }).format(cents / 100);
}
