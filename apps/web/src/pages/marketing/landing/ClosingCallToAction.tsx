import { MONEY_BACK_DAYS } from '@storyvault/contracts';
import { PRODUCT_NAME } from '../../../site';
import { NewsletterForm } from '../../../public-site/newsletter/NewsletterForm';

export function ClosingCallToAction() {
  return (
    <section className="section section--cta" aria-labelledby="cta-title">
      <div className="section__inner section__inner--narrow">
        <h2 id="cta-title">Start Their Story This Week</h2>
        <p>
          The best time to ask is now. Setup takes about 5 minutes, and every plan comes with a {MONEY_BACK_DAYS}-day
          money-back guarantee.
        </p>
        <a href="/get-started" className="button button--primary">
          Start Preserving Stories
        </a>
        <p>
          Or <a href="/gift">give {PRODUCT_NAME} as a gift</a>, starting on a day you choose, with a card to print.
        </p>
        <div className="newsletter-box">
          <h3>Not Ready Yet?</h3>
          <p>Get our newsletter for storytelling tips and question ideas to share with your family.</p>
          <NewsletterForm />
        </div>
      </div>
    </section>
  );
}
