import { MONEY_BACK_DAYS, PLANS } from '@storyvault/contracts';
import { PRODUCT_NAME } from '../../../site';

export function Hero() {
  return (
    <section className="hero-band" aria-labelledby="hero-title">
      <div className="hero">
        <p className="eyebrow">Life stories, one question at a time</p>
        <h1 id="hero-title">Preserve Your Parent&rsquo;s Life Stories Before They Fade</h1>
        <p className="lead">
          Every week, {PRODUCT_NAME} emails your mom or dad one thoughtful question about their life. They simply reply,
          and each answer is saved as a story in your family&rsquo;s private collection, to read, share and keep
          forever.
        </p>
        <div className="hero__actions">
          <a href="/get-started" className="button button--primary">
            Start Preserving Stories
          </a>
          <a href="#how-it-works" className="button button--secondary">
            See How It Works
          </a>
          <a href="/gift" className="button button--secondary">
            Give It as a Gift
          </a>
        </div>
        <p className="hero__note">
          <strong>{MONEY_BACK_DAYS}-day money-back guarantee.</strong> {PLANS.annual.label} or {PLANS.monthly.label}.
          Setup takes about 5 minutes.
        </p>
      </div>
    </section>
  );
}
