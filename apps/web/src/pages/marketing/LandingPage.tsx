import { useEffect } from 'react';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { FaqSection } from '../../public-site/faq/FaqSection';
import { LANDING_META } from '../../public-site/pageMeta';
import { PublicFooter } from '../../public-site/PublicFooter';
import { PublicHeader } from '../../public-site/PublicHeader';
import { SUPPORT_EMAIL } from '../../site';
import { ClosingCallToAction } from './landing/ClosingCallToAction';
import { Hero } from './landing/Hero';
import { HowItWorks } from './landing/HowItWorks';
import { WhyItMatters } from './landing/WhyItMatters';
import '../../public-site/public-site.css';

const FOOTER_LINKS = [
  { href: '#how-it-works', label: 'How It Works' },
  { href: '#faq', label: 'FAQ' },
  { href: `mailto:${SUPPORT_EMAIL}`, label: 'Contact Us' },
  { href: '/privacy', label: 'Privacy Policy' },
];

/** The landing page (docs/product.md §2). Prerendered at build time; it uses no router so it hydrates alone. */
export default function LandingPage() {
  useDocumentTitle(LANDING_META.title, { full: true });
  useEffect(() => {
    // docs/product.md §2: the page opens at the top, unless the address asks for a section (/#faq).
    if (!window.location.hash) window.scrollTo(0, 0);
  }, []);
  return (
    <>
      <PublicHeader />
      <main>
        <Hero />
        <WhyItMatters />
        <HowItWorks />
        <FaqSection />
        <ClosingCallToAction />
      </main>
      <PublicFooter links={FOOTER_LINKS} />
    </>
  );
}
