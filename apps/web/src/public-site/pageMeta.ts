import { PRODUCT_NAME } from '../site';

/** What a prerendered page puts in <head>: the same title the page sets on the client. */
export interface PageMeta {
  path: string;
  title: string;
  description: string;
}

export const LANDING_META: PageMeta = {
  path: '/',
  title: `${PRODUCT_NAME} - Preserve Your Parent's Life Stories`,
  description:
    "StoryVault emails your parent one life-story question a week. They simply reply, and every answer is kept in your family's private story collection.",
};

export const ABOUT_META: PageMeta = {
  path: '/about',
  title: `${PRODUCT_NAME} - Preserve Your Parent's Life Story`,
  description:
    "Why we built StoryVault and who it is for: a simple way to keep a parent's life stories, one emailed question at a time.",
};

export const PRIVACY_META: PageMeta = {
  path: '/privacy',
  title: `${PRODUCT_NAME} - Privacy Policy`,
  description:
    'What StoryVault keeps, who can see it, and how to get a copy of your family’s stories or have them deleted.',
};

/**
 * Marks the <html> of a prerendered page with its path. The fallback index.html (the landing
 * page) is served for every route, so the browser entry hydrates only where this matches.
 */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
/** Set by public/route-guard.js before the body paints when the prerendered page is not the one asked for. */
export const MISMATCH_CLASS = 'sv-prerender-mismatch';

/** '/about/' and '/about' are one page (the static server redirects a folder to its trailing slash). */
export function normalizePath(pathname: string): string {
  return pathname.replace(/\/+$/, '') || '/';
}
