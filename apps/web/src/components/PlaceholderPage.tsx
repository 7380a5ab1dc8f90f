import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../hooks/useDocumentTitle';
import { PRODUCT_NAME } from '../site';
import { SiteHeader } from './SiteHeader';

/** A page whose full content arrives in a later change. */
export function PlaceholderPage({
  heading,
  title,
  children,
}: {
  heading: string;
  title?: string;
  children?: ReactNode;
}) {
  useDocumentTitle(title ?? heading, { full: Boolean(title) });
  return (
    <>
      <SiteHeader />
      <main className="page page--narrow">
        <h1>{heading}</h1>
        {children ?? <p>This part of {PRODUCT_NAME} is on its way.</p>}
        <p>
          <Link to="/">Back to the {PRODUCT_NAME} home page</Link>
        </p>
      </main>
    </>
  );
}
