import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useToast } from '../../components/toast/useToast';
import { verifyPayment } from './funnelApi';
import { VERIFICATION_ERROR_TOAST, VERIFICATION_FAILED_TOAST } from './funnelErrors';

export type VerificationState =
  { status: 'verifying' } | { status: 'verified'; name: string; email: string } | { status: 'failed' };

/**
 * Asks the API whether the checkout session was paid, once per session id (a query, so a
 * remount does not ask again), and shows the docs/product.md §8 notice when it was not.
 */
export function useVerifyPayment(sessionId: string, lead: { name: string; email: string }): VerificationState {
  const { toast } = useToast();
  const query = useQuery({
    queryKey: ['/api/verify-payment', sessionId, lead.email],
    queryFn: () => verifyPayment({ sessionId, email: lead.email }),
    enabled: Boolean(sessionId),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
  const verified = Boolean(query.data?.success && query.data.verified);
  const failed = query.isError || (query.isSuccess && !verified);

  const notified = useRef(false);
  useEffect(() => {
    if (!failed || notified.current) return;
    notified.current = true;
    toast(query.isError ? VERIFICATION_ERROR_TOAST : VERIFICATION_FAILED_TOAST);
  }, [failed, query.isError, toast]);

  if (verified) {
    return {
      status: 'verified',
      name: query.data?.lead?.name || lead.name,
      email: query.data?.lead?.email || lead.email,
    };
  }
  return failed ? { status: 'failed' } : { status: 'verifying' };
}
