import type { ReactNode } from 'react';
import { useDocumentLanguage } from '../i18n/LanguageContext';
import { Logo } from './Logo';

/** The frame of the sign-in and password pages: a slim header, the form card, an optional side. */
export function AuthLayout({ children, aside }: { children: ReactNode; aside?: ReactNode }) {
  useDocumentLanguage();
  return (
    <>
      <header className="site-header">
        <div className="site-header__inner">
          <Logo />
        </div>
      </header>
      <main className={aside ? 'auth-layout auth-layout--with-aside' : 'auth-layout'}>
        <div className="auth-card">{children}</div>
        {aside}
      </main>
    </>
  );
}
