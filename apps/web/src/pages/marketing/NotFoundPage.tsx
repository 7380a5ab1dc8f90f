import { Link } from 'react-router-dom';
import { SiteHeader } from '../../components/SiteHeader';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';

export default function NotFoundPage() {
  useDocumentTitle('Page Not Found');
  return (
    <>
      <SiteHeader />
      <main className="page page--narrow">
        <h1>Page Not Found</h1>
        <p>
          Sorry, we couldn&rsquo;t find the page you were looking for. It may have moved, or the link may be mistyped.
        </p>
        <Link to="/" className="button button--primary">
          Go to the Home Page
        </Link>
      </main>
    </>
  );
}
