import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { publicPageAt } from './publicPages';

/** Makes a prerendered public page interactive: the page alone, no router, cache or notifications. */
export function hydratePublicPage(container: HTMLElement, path: string): void {
  const page = publicPageAt(path);
  if (!page) return;
  hydrateRoot(
    container,
    <StrictMode>
      <page.Page />
    </StrictMode>,
  );
}
