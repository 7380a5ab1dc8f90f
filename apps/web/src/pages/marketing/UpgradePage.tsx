import { LIBRARY_CLAIM, STORYTELLERS_PER_PLAN } from '@storyvault/contracts';
import { useNavigate } from 'react-router-dom';
import { Logo } from '../../components/Logo';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { PRODUCT_NAME } from '../../site';

const BENEFITS = [
  `Full question library: ${LIBRARY_CLAIM}+ questions across 9 categories`,
  'Custom questions written by you',
  'Unlimited stories',
  `Up to ${STORYTELLERS_PER_PLAN} storytellers: a vault for each of your loved ones, at no extra cost`,
];

export default function UpgradePage() {
  const heading = `Upgrade to ${PRODUCT_NAME} Premium`;
  useDocumentTitle(heading);
  const navigate = useNavigate();
  return (
    <>
      <header className="site-header">
        <div className="site-header__inner">
          <Logo to="/dashboard" />
        </div>
      </header>
      <main className="page page--narrow">
        <h1>{heading}</h1>
        <p className="notice">
          Payment processing is coming soon. We expect it to be ready in a few days, and we&rsquo;ll let you know as
          soon as you can upgrade.
        </p>
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
        <button type="button" className="button button--primary" onClick={() => navigate('/dashboard')}>
          Back to Dashboard
        </button>
      </main>
    </>
  );
}
