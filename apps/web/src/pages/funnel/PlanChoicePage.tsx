import { useState, type FormEvent } from 'react';
import { Link, Navigate } from 'react-router-dom';
import type { PlanType } from '@storyvault/contracts';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { AlreadyPaidNotice } from './AlreadyPaidNotice';
import { CheckoutButton } from './CheckoutButton';
import { FunnelLayout } from './FunnelLayout';
import { CHECKOUT_STEPS, FunnelProgress } from './FunnelProgress';
import { readLead } from './leadStorage';
import { PlanOptions } from './PlanOptions';
import { DEFAULT_PLAN } from './plans';
import { useStartCheckout } from './useStartCheckout';

/** Plan choice (docs/product.md §2): needs the lead from step 1, then leaves for the payment provider. */
export default function PlanChoicePage() {
  useDocumentTitle('Choose Your Plan');
  const [lead] = useState(readLead);
  const [plan, setPlan] = useState<PlanType>(DEFAULT_PLAN);
  /** The payment went through already (in another tab, say): no second checkout. */
  const [alreadyPaid, setAlreadyPaid] = useState(false);
  const checkout = useStartCheckout(() => setAlreadyPaid(true));

  if (!lead) return <Navigate to="/get-started" replace />;
  if (alreadyPaid) return <AlreadyPaidNotice email={lead.email} />;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    checkout.start({ leadId: lead.leadId, planType: plan });
  };

  return (
    <FunnelLayout wide>
      <FunnelProgress steps={CHECKOUT_STEPS} current={2} />
      <div className="funnel-intro">
        <h1>Welcome, {lead.name}!</h1>
        <p className="lead">Choose the plan that works best for your family</p>
      </div>
      <form onSubmit={onSubmit} className="plan-form">
        <PlanOptions value={plan} onChange={setPlan} disabled={checkout.isPending} />
        <CheckoutButton pending={checkout.isPending} />
      </form>
      <p className="funnel-back">
        <Link to="/get-started">Back</Link>
      </p>
      <p className="funnel-back">
        Giving it to someone? <Link to="/gift">Give StoryVault as a gift</Link>
      </p>
    </FunnelLayout>
  );
}
