import { LIBRARY_CLAIM, PLANS, STORYTELLERS_PER_PLAN, type BillingView } from '@storyvault/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { apiRequest } from '../../api/client';
import { useCurrentUser } from '../../api/useCurrentUser';
import { Logo } from '../../components/Logo';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { PRODUCT_NAME } from '../../site';

const BENEFITS = [
  `Full question library: ${LIBRARY_CLAIM}+ questions across 9 categories`,
  'Custom questions written by you',
  'Unlimited stories',
  `Up to ${STORYTELLERS_PER_PLAN} storytellers: a vault for each of your loved ones, at no extra cost`,
];

const dateOf = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

/** A subscriber's plan, in a sentence, from GET /api/billing. */
function YourPlan() {
  const billing = useQuery({
    queryKey: ['billing'],
    queryFn: () => apiRequest<BillingView>('GET', '/api/billing'),
  });
  const view = billing.data;
  if (!view?.plan) return <p>You have full access to {PRODUCT_NAME}.</p>;
  const when =
    view.cancelAtPeriodEnd && view.endsAt
      ? `It ends on ${dateOf(view.endsAt)}.`
      : view.renewsAt
        ? `It renews on ${dateOf(view.renewsAt)}.`
        : '';
  return (
    <p>
      You are on the {view.plan} plan ({PLANS[view.plan].label}). {when}
    </p>
  );
}

/** /upgrade: a subscriber sees their plan; anyone else the benefits, the prices and the way to the checkout. */
export default function UpgradePage() {
  const { user } = useCurrentUser();
  const subscribed = Boolean(user?.hasFullAccess);
  const heading = subscribed ? `Your ${PRODUCT_NAME} plan` : `Upgrade to ${PRODUCT_NAME} Premium`;
  useDocumentTitle(heading);
  return (
    <>
      <header className="site-header">
        <div className="site-header__inner">
          <Logo to="/dashboard" />
        </div>
      </header>
      <main className="page page--narrow">
        <h1>{heading}</h1>
        {subscribed ? (
          <>
            <YourPlan />
            <p>
              <Link to="/dashboard/account" className="button button--primary">
                See or change your plan
              </Link>
            </p>
          </>
        ) : (
          <>
            <section aria-labelledby="premium-benefits">
              <h2 id="premium-benefits">What Premium Includes</h2>
              <ul className="checklist">
                {BENEFITS.map((benefit) => (
                  <li key={benefit}>{benefit}</li>
                ))}
              </ul>
            </section>
            <section aria-labelledby="premium-pricing">
              <h2 id="premium-pricing">Pricing</h2>
              <p className="price">$7/month or $59/year (save $25)</p>
            </section>
            <p>
              <Link to="/subscribe" className="button button--primary">
                Choose a plan
              </Link>
            </p>
          </>
        )}
        <p>
          <Link to="/dashboard">Back to Dashboard</Link>
        </p>
      </main>
    </>
  );
}
