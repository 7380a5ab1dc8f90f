import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { PUBLIC_PAGES } from './publicPages';

export { PRERENDERED_ATTRIBUTE } from './pageMeta';

export interface RenderedPage {
  path: string;
  file: string;
  title: string;
  description: string;
  html: string;
}

/** Build time only (scripts/prerender.mjs): the public pages as the HTML their hydration expects. */
export function renderPublicPages(): RenderedPage[] {
  return PUBLIC_PAGES.map(({ meta, file, Page }) => ({
    ...meta,
    file,
    html: renderToString(
      <StrictMode>
        <Page />
      </StrictMode>,
    ),
  }));
}
