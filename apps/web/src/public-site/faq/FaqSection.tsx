import { FaqAccordion } from './FaqAccordion';
import { FAQ_ITEMS, faqStructuredData } from './faqItems';

export function FaqSection() {
  return (
    <section id="faq" className="section" aria-labelledby="faq-title">
      <div className="section__inner section__inner--narrow">
        <h2 id="faq-title">Frequently Asked Questions</h2>
        <FaqAccordion items={FAQ_ITEMS} />
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: faqStructuredData() }} />
      </div>
    </section>
  );
}
