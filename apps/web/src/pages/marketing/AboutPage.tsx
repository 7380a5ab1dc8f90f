import { MONEY_BACK_DAYS } from '@storyvault/contracts';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { ABOUT_META } from '../../public-site/pageMeta';
import { PublicFooter } from '../../public-site/PublicFooter';
import { PublicHeader } from '../../public-site/PublicHeader';
import { PRODUCT_NAME } from '../../site';
import '../../public-site/public-site.css';

const AUDIENCE = [
  'Adult children who want to know their parents’ stories while there is still time to ask',
  'Families spread across cities and time zones who want to stay close to the stories that connect them',
  'Grandchildren who will one day want to know where they came from',
  'Parents and grandparents who would love to share their memories but don’t know where to begin',
];

const FOOTER_LINKS = [
  { href: '/', label: `${PRODUCT_NAME} Home` },
  { href: '/register', label: 'Create an Account' },
];

/** The about page (docs/product.md §2). Prerendered to about/index.html; no router, like the landing page. */
export default function AboutPage() {
  useDocumentTitle(ABOUT_META.title, { full: true });
  return (
    <>
      <PublicHeader />
      <main className="about">
        <div className="section__inner section__inner--narrow">
          <h1>{ABOUT_META.title}</h1>
          <p className="lead">
            {PRODUCT_NAME} sends your parent one question about their life each week and keeps every answer as a story
            your family can treasure.
          </p>

          <section aria-labelledby="mission-title" className="about__section">
            <h2 id="mission-title">Our Mission</h2>
            <p>
              We want no family to lose the stories that made them. {PRODUCT_NAME} makes it simple to ask a parent about
              their life, one gentle question at a time, and to keep every answer safe for the people who come after.
            </p>
          </section>

          <section aria-labelledby="why-built-title" className="about__section">
            <h2 id="why-built-title">Why We Built It</h2>
            <p>
              Like many families, we realized too late how many questions we had never asked. Recording sessions felt
              awkward, memoir workbooks sat half-finished in a drawer, and most apps were too complicated for the people
              whose stories mattered most.
            </p>
            <p>
              Nearly every parent already reads email. So we built a service that meets them there: one warm question a
              week, answered with a simple reply, and gathered into a private collection the whole family can read.
            </p>
          </section>

          <section aria-labelledby="audience-title" className="about__section">
            <h2 id="audience-title">{"Who It's For"}</h2>
            <ul className="checklist">
              {AUDIENCE.map((who) => (
                <li key={who}>{who}</li>
              ))}
            </ul>
          </section>

          <section aria-labelledby="about-cta-title" className="about__cta">
            <h2 id="about-cta-title">Begin Your Family&rsquo;s Story Collection</h2>
            <p>Setup takes about 5 minutes, and your parent&rsquo;s first question can be on its way within days.</p>
            <a href="/get-started" className="button button--primary">
              Start Preserving Stories
            </a>
            <p className="note">{MONEY_BACK_DAYS}-day money-back guarantee.</p>
          </section>
        </div>
      </main>
      <PublicFooter links={FOOTER_LINKS} />
    </>
  );
}
