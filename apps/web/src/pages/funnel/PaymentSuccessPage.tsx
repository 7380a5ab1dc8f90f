import { LIBRARY_CLAIM } from '@storyvault/contracts';
import { useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { MONEY_BACK_DAYS } from '@storyvault/contracts';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { PRODUCT_NAME, SUPPORT_EMAIL } from '../../site';
import { CreateAccountForm } from './CreateAccountForm';
import { FunnelLayout } from './FunnelLayout';
import { CHECKOUT_STEPS, FunnelProgress } from './FunnelProgress';
import { readLead } from './leadStorage';
import { useVerifyPayment } from './useVerifyPayment';

/** Payment success (docs/product.md §2): verify the checkout session, then create the account. */
export default function PaymentSuccessPage() {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id') ?? '';
  if (!sessionId) return <Navigate to="/get-started" replace />;
  return <VerifiedSignup sessionId={sessionId} />;
}

function VerifiedSignup({ sessionId }: { sessionId: string }) {
  const [lead] = useState(() => readLead() ?? { name: '', email: '' });
  const verification = useVerifyPayment(sessionId, lead);
  useDocumentTitle(verification.status === 'verified' ? 'Payment Successful!' : 'Verifying Your Payment');

  return (
    <FunnelLayout>
      <FunnelProgress steps={CHECKOUT_STEPS} current={3} />
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
            Your account can be created as soon as your payment is confirmed. If you were charged, please write to us at{' '}
            <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> and we&rsquo;ll sort it out quickly.
          </p>
          <p>
            <Link to="/get-started/step2">Return to the plan choice</Link>
          </p>
        </div>
      )}
      {verification.status === 'verified' && (
        <>
          <div className="funnel-card funnel-card--success">
            <h1>Payment Successful!</h1>
            <p className="lead">
              Welcome to {PRODUCT_NAME}
              {verification.name ? `, ${verification.name}` : ''}! Thank you for choosing to preserve your
              family&rsquo;s stories.
            </p>
            <ul className="checklist">
              <li>Your subscription is active</li>
              <li>You have access to all {LIBRARY_CLAIM}+ questions</li>
              <li>You&rsquo;re covered by our {MONEY_BACK_DAYS}-day money-back guarantee</li>
            </ul>
          </div>
          <CreateAccountForm sessionId={sessionId} email={verification.email} name={verification.name} />
        </>
      )}
    </FunnelLayout>
  );
}
