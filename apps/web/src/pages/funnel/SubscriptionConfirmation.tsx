import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { UserView } from '@storyvault/contracts';
import { CURRENT_USER_KEY } from '../../api/auth';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { SUPPORT_EMAIL } from '../../site';
import { FunnelLayout } from './FunnelLayout';
import { useVerifyPayment } from './useVerifyPayment';

/**
 * A signed-in user back from the checkout (/subscribe?session_id=…): the payment is verified
 * for their email, which records the subscription, and the session is refreshed for full access.
 */
export function SubscriptionConfirmation({ sessionId, user }: { sessionId: string; user: UserView }) {
  const verification = useVerifyPayment(sessionId, user);
  const queryClient = useQueryClient();
  const verified = verification.status === 'verified';
  useDocumentTitle(verified ? 'Payment Successful!' : 'Verifying Your Payment');
  useEffect(() => {
    if (verified) void queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
  }, [verified, queryClient]);

  return (
    <FunnelLayout>
      {verification.status === 'verifying' && (
        <div className="funnel-card funnel-card--center" role="status">
          <span className="fullscreen-loading__spinner" aria-hidden="true" />
          <h1>Verifying Your Payment</h1>
          <p>Please wait while we confirm your subscription...</p>
        </div>
      )}
      {verification.status === 'failed' && (
        <div className="funnel-card">
          <h1>We Couldn&rsquo;t Confirm Your Payment</h1>
          <p>
            If you were charged, please write to us at <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> and
            we&rsquo;ll sort it out quickly.
          </p>
          <p>
            <Link to="/subscribe">Choose a plan again</Link>
          </p>
        </div>
      )}
      {verified && (
        <div className="funnel-card funnel-card--success">
          <h1>Payment Successful!</h1>
          <p className="lead">Thank you, {user.name}! Your subscription is active.</p>
          <Link to="/dashboard" className="button button--primary">
            Go to Your Dashboard
          </Link>
        </div>
      )}
    </FunnelLayout>
  );
}
