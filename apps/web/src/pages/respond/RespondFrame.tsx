import type { ReactNode } from 'react';
import { Logo } from '../../components/Logo';
import './respond.css';

/** The answer pages' frame: a slim header and one large, calm column with the page's one h1. */
export function RespondFrame({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <>
      <header className="site-header">
        <div className="site-header__inner">
          <Logo />
        </div>
      </header>
      <main className="respond">
        <h1 className="respond__heading">{heading}</h1>
        {children}
      </main>
    </>
  );
}
