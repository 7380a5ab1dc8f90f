import type { ReactNode } from 'react';
import { SiteHeader } from '../../components/SiteHeader';
import './funnel.css';

/** The frame of the funnel pages: the public header and one centred column. */
export function FunnelLayout({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return (
    <div className="funnel-page">
      <SiteHeader />
      <main className={wide ? 'funnel funnel--wide' : 'funnel'}>{children}</main>
    </div>
  );
}
