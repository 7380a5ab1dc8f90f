import { useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import type { PlanType } from '@storyvault/contracts';
import { useCurrentUser } from '../../api/useCurrentUser';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { PRODUCT_NAME } from '../../site';
import { CheckoutButton } from './CheckoutButton';
import { FunnelLayout } from './FunnelLayout';
import { PlanOptions } from './PlanOptions';
import { SubscriptionConfirmation } from './SubscriptionConfirmation';
import { DEFAULT_PLAN } from './plans';
import { useStartCheckout } from './useStartCheckout';

/**
 * /subscribe (signed in, docs/product.md §2; its content is not shown there): a trial user picks a plan
 * and goes to the same checkout as the funnel. Without a leadId the API bills the signed-in user,
 * and the checkout comes back here with a session_id to verify.
 */
export default function SubscribePage() {
  const { user } = useCurrentUser();
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  if (sessionId && user) return <SubscriptionConfirmation sessionId={sessionId} user={user} />;
  return <PlanChoice hasFullAccess={Boolean(user?.hasFullAccess)} />;
}

function PlanChoice({ hasFullAccess }: { hasFullAccess: boolean }) {
  const heading = `Subscribe to ${PRODUCT_NAME}`;
  useDocumentTitle(heading);
  const [plan, setPlan] = useState<PlanType>(DEFAULT_PLAN);
  const navigate = useNavigate();
  // The API refuses a second checkout to someone with full access (409 ALREADY_SUBSCRIBED): their plan is on the account page.
  const checkout = useStartCheckout(undefined, () => navigate('/dashboard/account', { replace: true }));

  if (hasFullAccess) return <Navigate to="/dashboard/account" replace />;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    checkout.start({ planType: plan });
  };

  return (
    <FunnelLayout wide>
      <div className="funnel-intro">
        <h1>{heading}</h1>
        <p className="lead">Choose the plan that works best for your family</p>
      </div>
      <form onSubmit={onSubmit} className="plan-form">
        <PlanOptions value={plan} onChange={setPlan} disabled={checkout.isPending} />
        <CheckoutButton pending={checkout.isPending} />
      </form>
      <p className="funnel-back">
        <Link to="/dashboard">Back to Dashboard</Link>
      </p>
    </FunnelLayout>
  );
}
