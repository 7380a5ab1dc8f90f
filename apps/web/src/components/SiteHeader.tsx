import { Link } from 'react-router-dom';
import { Logo } from './Logo';

/** The public pages' header: logo plus About, Sign In and Get Started. */
export function SiteHeader() {
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Logo />
        <nav aria-label="Main" className="site-nav">
          <Link to="/about">About</Link>
          <Link to="/signin">Sign In</Link>
          <Link to="/get-started" className="button button--primary button--small">
            Get Started
          </Link>
        </nav>
      </div>
    </header>
  );
}
