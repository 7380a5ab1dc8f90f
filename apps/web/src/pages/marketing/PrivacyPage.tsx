import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { PRIVACY_META } from '../../public-site/pageMeta';
import { PublicFooter } from '../../public-site/PublicFooter';
import { PublicHeader } from '../../public-site/PublicHeader';
import { PRODUCT_NAME, SUPPORT_EMAIL } from '../../site';
import '../../public-site/public-site.css';

const STORED = [
  'Your account: your name, your email address and your password, kept only as a secure hash we cannot read back.',
  'Your vault: the name and email address of the person you ask (and a phone number if you give one), how often they get a question, and your question list.',
  'Their stories: every answer, whether emailed, written on our page or recorded, with the recordings and photos that came with it, and the date it arrived.',
  'The emails we send and receive for your vault, so we can make sure each answer reaches the right family.',
  'Your subscription: which plan you chose and whether it is paid. Card details go straight to our payment provider, Stripe; we never see or store them.',
];

const WHO_SEES = [
  'You, signed in to your account. Stories are never public and are never shown to other families.',
  'The person you ask sees only the question in each email and the page to answer it. They do not need an account.',
  'The few people who run this service, only to keep it working or when you ask us for help.',
  'Nobody else. We do not sell or share your data, show advertising, or use your family’s stories to train software.',
];

const FOOTER_LINKS = [
  { href: '/', label: `${PRODUCT_NAME} Home` },
  { href: `mailto:${SUPPORT_EMAIL}`, label: 'Contact Us' },
];

/** The privacy page: what is kept, who can see it, how to take it with you or have it deleted. Prerendered. */
export default function PrivacyPage() {
  useDocumentTitle(PRIVACY_META.title, { full: true });
  return (
    <>
      <PublicHeader />
      <main className="about">
        <div className="section__inner section__inner--narrow">
          <h1>Privacy Policy</h1>
          <p className="lead">
            {PRODUCT_NAME} keeps your family&rsquo;s stories private. This page says in plain words what we keep, who
            can see it, and how to take it with you or have it deleted.
          </p>

          <section aria-labelledby="stored-title" className="about__section">
            <h2 id="stored-title">What we keep</h2>
            <ul className="checklist">
              {STORED.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </section>

          <section aria-labelledby="who-title" className="about__section">
            <h2 id="who-title">Who can see it</h2>
            <ul className="checklist">
              {WHO_SEES.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </section>

          <section aria-labelledby="export-title" className="about__section">
            <h2 id="export-title">Taking your stories with you</h2>
            <p>
              Your stories are yours. On your dashboard, the Keepsakes card downloads everything in your vault at any
              time, also after a subscription ended: every story as text with its versions and comments, the original
              recordings and photos, and each emailed reply, in one ZIP file. Family members can make a printed book. If
              you cannot sign in, write to <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> from your
              account&rsquo;s email address and we will send you that copy within 30 days.
            </p>
          </section>

          <section aria-labelledby="delete-title" className="about__section">
            <h2 id="delete-title">Deleting your data</h2>
            <p>
              Write to <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> from your account&rsquo;s email address
              to delete a vault or your whole account (you can delete a story yourself: it waits 30 days in Recently
              deleted, then goes with its recordings and photos). We delete it within 30 days, recordings and photos
              included, and stop sending questions at once. Ask for a copy first if you want to keep one. The person you
              ask can also write to us to stop the questions.
            </p>
          </section>

          <section aria-labelledby="questions-title" className="about__section">
            <h2 id="questions-title">Questions</h2>
            <p>
              Anything unclear? Write to <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> and a person will
              answer.
            </p>
          </section>
        </div>
      </main>
      <PublicFooter links={FOOTER_LINKS} />
    </>
  );
}
