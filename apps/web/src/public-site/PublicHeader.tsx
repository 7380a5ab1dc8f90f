import { PRODUCT_NAME } from '../site';

/**
 * The header of the prerendered pages: plain links, so these pages need no router and load the
 * full app only when a visitor goes on to sign in or get started.
 */
export function PublicHeader() {
  return (
    <header className="site-header site-header--public">
      <div className="site-header__inner">
        <a href="/" className="logo">
          {PRODUCT_NAME}
        </a>
        <nav aria-label="Main" className="site-nav">
          <a href="/about">About</a>
          <a href="/signin">Sign In</a>
          <a href="/get-started" className="button button--primary button--small">
            Get Started
          </a>
        </nav>
      </div>
    </header>
  );
}
